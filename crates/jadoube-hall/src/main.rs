use std::process::ExitCode;

fn main() -> ExitCode {
    jadoube_hall::cli::main()
}
