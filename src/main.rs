use std::process::ExitCode;

fn main() -> ExitCode {
    jadoube::cli::main()
}
