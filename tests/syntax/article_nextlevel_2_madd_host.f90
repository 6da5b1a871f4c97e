! PGI article "CUDA Fortran: the next level" (pgi-cuda-fortran-next-level.txt),
! listing at line 37: host matrix add (module madd_module), plain Fortran.
module madd_module
contains
  subroutine madd(a,b,c,n1,n2)
    real, dimension(:,:) :: a,b,c
    integer :: n1,n2
    integer :: i,j
    do j = 1,n2
      do i = 1,n1
        a(i,j) = b(i,j) + c(i,j)
      enddo
    enddo
  end subroutine
end module
