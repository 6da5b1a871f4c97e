// curand_device_streams_ref.cu — the stream lines of curand_device_streams.cuf
// computed by NVIDIA's curand_kernel.h on the host (its functions compiled
// __host__ __device__ by defining QUALIFIERS; cuRAND's host code paths give
// the device's integers and uniforms), for curand_device_streams.sh --nvcc:
// a check of the emulator's generators with nvcc and no GPU.  Same
// configurations and draws, in the same order, as the Fortran program.
#include <cstdio>
#include <curand_kernel.h>

static const char *const int_names[] = {"curand", "curand", "curand", "curand", "skipahead", "skipahead_sequence",
                                        "poisson_3.5", "poisson_3.5", "poisson_3.5", "poisson_5000"};
static const char *const real_names[] = {"uniform", "uniform", "uniform_double", "uniform_double", "normal",
                                         "normal", "normal", "normal_double", "normal_double", "normal_double",
                                         "log_normal", "log_normal", "log_normal_double", "log_normal_double"};

template <class State> static void streams(const char *gen) {
    for (int i = 0; i < 3 * 4 * 3; i++) { // configuration i + 1 of the program's config()
        const unsigned long long seeds[] = {0, 1234, (1ull << 40) + 77}, seqs[] = {0, 1, 1000, 123456789},
                                 offs[] = {0, 7, 1ull << 40};
        unsigned long long seed = seeds[i % 3], seq = seqs[i / 3 % 4], off = offs[i / 12];
        State h;
        int ints[10];
        double reals[14];
        curand_init(seed, seq, off, &h);
        for (int j = 0; j < 4; j++) ints[j] = (int)curand(&h);
        for (int j = 0; j < 2; j++) reals[j] = curand_uniform(&h);
        for (int j = 2; j < 4; j++) reals[j] = curand_uniform_double(&h);
        for (int j = 4; j < 7; j++) reals[j] = curand_normal(&h);
        for (int j = 7; j < 10; j++) reals[j] = curand_normal_double(&h);
        for (int j = 10; j < 12; j++) reals[j] = curand_log_normal(&h, 0.5f, 0.25f);
        for (int j = 12; j < 14; j++) reals[j] = curand_log_normal_double(&h, 0.5, 0.25);
        skipahead(12345ull, &h);
        ints[4] = (int)curand(&h);
        skipahead_sequence(3ull, &h);
        ints[5] = (int)curand(&h);
        for (int j = 6; j < 9; j++) ints[j] = (int)curand_poisson(&h, 3.5);
        ints[9] = (int)curand_poisson(&h, 5000.0);
        for (int j = 0; j < 10; j++)
            printf("stream %s %llu %llu %llu %s %d %d\n", gen, seed, seq, off, int_names[j], j + 1, ints[j]);
        for (int j = 0; j < 14; j++)
            printf("stream %s %llu %llu %llu %s %d %.17e\n", gen, seed, seq, off, real_names[j], j + 1, reals[j]);
    }
}

int main() {
    streams<curandStateXORWOW_t>("xorwow");
    streams<curandStatePhilox4_32_10_t>("philox");
    streams<curandStateMRG32k3a_t>("mrg32k3a");
}
