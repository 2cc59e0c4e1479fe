/* The floor of the idle figure (tools/daemon-figures.sh): a program that
 * does nothing but sleep to absolute deadlines 100 times a second, as the
 * daemon's scanner does, for SECONDS; prints its CPU time as a share of
 * one core. Whatever the daemon uses above this is its own work. */
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <time.h>

int main(int argc, char **argv) {
    int seconds = argc > 1 ? atoi(argv[1]) : 60;
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    for (int i = 0; i < seconds * 100; i++) {
        t.tv_nsec += 10000000;
        if (t.tv_nsec >= 1000000000) {
            t.tv_nsec -= 1000000000;
            t.tv_sec++;
        }
        clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &t, NULL);
    }
    struct rusage r;
    getrusage(RUSAGE_SELF, &r);
    double cpu = r.ru_utime.tv_sec + r.ru_utime.tv_usec / 1e6 + r.ru_stime.tv_sec +
                 r.ru_stime.tv_usec / 1e6;
    printf("%.3f %% of one core (%.1f us per wake-up)\n", cpu / seconds * 100,
           cpu / (seconds * 100) * 1e6);
    return 0;
}
