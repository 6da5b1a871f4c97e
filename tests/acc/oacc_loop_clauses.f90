! oacc_loop_clauses.f90 — the OpenACC loop and compute clauses beyond the
! PGI model's (checklist Part 2 §2.7): the three levels `gang`, `worker`,
! `vector` on three nested loops with `num_gangs`/`num_workers`/
! `vector_length`; `tile(32,4)`; `firstprivate` (each gang starts from the
! host value); `async(1)` with `wait(1)` and a later `update self ...
! async` + `wait`; `auto` and `seq` in `kernels`.
! Checklist: Part 2 §2.2, §2.5 D-8 (levels), §2.7 (worker, tile, async/wait, firstprivate, auto)
! Expects: PASS five times
program oacc_loop_clauses
  implicit none
  integer, parameter :: nk = 8, nj = 30, ni = 200, n = 100000
  real :: c(ni, nj, nk), t(ni, nj), y(n), base
  integer :: i, j, k
  logical :: ok

!$acc parallel loop gang num_gangs(nk) num_workers(4) vector_length(64) copyout(c)
  do k = 1, nk
!$acc loop worker
     do j = 1, nj
!$acc loop vector
        do i = 1, ni
           c(i, j, k) = real(i) + 1000.0*real(j) + 1.0e5*real(k)
        end do
     end do
  end do
  ok = .true.
  do k = 1, nk
     do j = 1, nj
        do i = 1, ni
           ok = ok .and. c(i, j, k) == real(i) + 1000.0*real(j) + 1.0e5*real(k)
        end do
     end do
  end do
  call report('gang / worker / vector on three loops', ok)

!$acc parallel loop tile(32,4) copyout(t)
  do j = 1, nj
     do i = 1, ni
        t(i, j) = real(i*j)
     end do
  end do
  call report('tile(32,4)', all(t == reshape([((real(i*j), i = 1, ni), j = 1, nj)], [ni, nj])))

  base = 3.0
!$acc parallel loop firstprivate(base) copyout(y)
  do i = 1, n
     y(i) = base + real(mod(i, 10))
  end do
  ok = .true.
  do i = 1, n
     ok = ok .and. y(i) == 3.0 + real(mod(i, 10))
  end do
  call report('firstprivate(base)', ok)

  y = 0.0
!$acc data copy(y)
!$acc parallel loop async(1)
  do i = 1, n
     y(i) = real(i)
  end do
!$acc parallel loop async(1)
  do i = 1, n
     y(i) = 2.0*y(i)
  end do
!$acc update self(y) async(1)
!$acc wait(1)
  ok = .true.
  do i = 1, n
     ok = ok .and. y(i) == 2.0*real(i)
  end do
!$acc end data
  call report('async(1) loops, update self async(1), wait(1)', ok)

!$acc kernels copy(t)
!$acc loop auto
  do j = 1, nj
!$acc loop seq
     do i = 2, ni
        t(i, j) = t(i-1, j) + 1.0
     end do
  end do
!$acc end kernels
  ok = .true.
  do j = 1, nj
     do i = 1, ni
        ok = ok .and. t(i, j) == real(j) + real(i - 1)
     end do
  end do
  call report('kernels: loop auto around loop seq', ok)

contains

  subroutine report(what, ok)
    character(*), intent(in) :: what
    logical, intent(in) :: ok
    if (ok) then
       print '(a,a)', 'PASS ', what
    else
       print '(a,a)', 'FAIL ', what
    end if
  end subroutine report

end program oacc_loop_clauses
