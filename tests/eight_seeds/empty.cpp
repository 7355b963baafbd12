// The C++ floor of tests/eight_once.rs: an empty program, built and run like the seeds.
int main() { return 0; }
