! Golden: fixed-form CUDA Fortran (.f with -cuda): device arrays, a
! transfer continued in column 6, a !$cuf kernel directive in column 1 and
! a labelled DO; the host file stays fixed form (NAME.cufc.f).
! flags: -cuda
      program fixed_form
      use cudafor
      real, device :: x_d(512), y_d(512)
      real x(512), y(512)
      integer i
      x = 1.0
      x_d =
     &  x
!$cuf kernel do <<<*, *>>>
      do 10 i = 1, 512
        y_d(i) = 3.0 * x_d(i)
   10 continue
      y = y_d
      print *, y(1)
      end program
