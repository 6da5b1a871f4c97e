# A gdb session on gdb_kernel.cuf built with -g -gpu=emu (tests/emu/run.sh
# runs it with cufc's cufemu-gdb.py loaded; docs/emulation.md): break in the
# kernel by its Fortran name, go to thread 3 of block 2, print Fortran
# expressions there.  Each "# expect:" line must appear in gdb's output.
set pagination off
cufemu break scale
# expect: Breakpoint 1, cufk_gdb_kernel_m_scale (
run
cufemu thread 3 block 2
advance 15
cufemu where
# expect: kernel cufk_gdb_kernel_m_scale, block (2,1,1), thread (3,1,1)
cufemu print threadidx%x
# expect: $1 = 3
cufemu print blockidx%x
# expect: $2 = 2
cufemu print i
# expect: $3 = 66
# a(0:n-1) holds 0.5 * index; s(threadidx%x) = 2 * a(i)
cufemu print a(i)
# expect: $4 = 33
cufemu print s(threadidx%x)
# expect: $5 = 66
cufemu print a(n - 1)
# expect: $6 = 127.5
kill
