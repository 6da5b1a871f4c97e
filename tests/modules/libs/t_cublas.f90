! cublas module run test: legacy and v2 forms (guide 3.8.2) on device arrays,
! checked against host loops.  Device arrays are written the way cufc's host
! code represents them: POINTER arrays whose target is device memory.
program t_cublas
  use cudafor
  use cublas
  implicit none
  integer, parameter :: m = 37, n = 29, k = 23, nv = 1000
  real(4), pointer, contiguous :: a_d(:,:), b_d(:,:), c_d(:,:), x_d(:), y_d(:), r_d(:)
  real(8), pointer, contiguous :: da_d(:,:), db_d(:,:), dc_d(:,:), dx_d(:)
  complex(8), pointer, contiguous :: za_d(:,:), zb_d(:,:), zc_d(:,:)
  real(4) :: a(m,k), b(k,n), c(m,n), ref(m,n), x(nv), y(nv), yref(nv), s, r(1)
  real(8) :: da(k,m), db(k,n), dc(m,n), dref(m,n), dx(nv), d
  complex(8) :: za(m,k), zb(k,n), zc(m,n), zref(m,n)
  type(cublasHandle) :: h, h1, h2
  integer(cuda_stream_kind) :: stream
  integer :: istat, i, j, l, imax

  call random_number(a); call random_number(b); call random_number(x); call random_number(y)
  call random_number(da); call random_number(db); call random_number(dx)
  za = cmplx(a, 1 - a, 8); zb = cmplx(b, 2 * b, 8)
  istat = cudaforAllocate(a_d, [1_8, 1_8], [int(m, 8), int(k, 8)], cudaforMemKindDevice)
  istat = istat + cudaforAllocate(b_d, [1_8, 1_8], [int(k, 8), int(n, 8)], cudaforMemKindDevice)
  istat = istat + cudaforAllocate(c_d, [1_8, 1_8], [int(m, 8), int(n, 8)], cudaforMemKindDevice)
  istat = istat + cudaforAllocate(da_d, [1_8, 1_8], [int(k, 8), int(m, 8)], cudaforMemKindDevice)
  istat = istat + cudaforAllocate(db_d, [1_8, 1_8], [int(k, 8), int(n, 8)], cudaforMemKindDevice)
  istat = istat + cudaforAllocate(dc_d, [1_8, 1_8], [int(m, 8), int(n, 8)], cudaforMemKindDevice)
  istat = istat + cudaforAllocate(za_d, [1_8, 1_8], [int(m, 8), int(k, 8)], cudaforMemKindDevice)
  istat = istat + cudaforAllocate(zb_d, [1_8, 1_8], [int(k, 8), int(n, 8)], cudaforMemKindDevice)
  istat = istat + cudaforAllocate(zc_d, [1_8, 1_8], [int(m, 8), int(n, 8)], cudaforMemKindDevice)
  istat = istat + cudaMalloc(x_d, nv) + cudaMalloc(y_d, nv) + cudaMalloc(r_d, 1) + cudaMalloc(dx_d, nv)
  istat = istat + cudaMemcpy(a_d, a, m * k) + cudaMemcpy(b_d, b, k * n) + cudaMemcpy(x_d, x, nv)
  istat = istat + cudaMemcpy(y_d, y, nv) + cudaMemcpy(da_d, da, k * m) + cudaMemcpy(db_d, db, k * n)
  istat = istat + cudaMemcpy(za_d, za, m * k) + cudaMemcpy(zb_d, zb, k * n) + cudaMemcpy(dx_d, dx, nv)
  call check('device allocation and copies', istat == 0)

  ! legacy form: character options, scalars by value (book Appendix C)
  istat = cublasInit()
  call check('cublasInit', istat == CUBLAS_STATUS_SUCCESS)
  call cublasSgemm('n', 'n', m, n, k, 1.0, a_d, m, b_d, k, 0.0, c_d, m)
  istat = cublasGetError()
  istat = istat + cudaMemcpy(c, c_d, m * n)
  do j = 1, n
    do i = 1, m
      ref(i, j) = 0
      do l = 1, k
        ref(i, j) = ref(i, j) + a(i, l) * b(l, j)
      end do
    end do
  end do
  call check('legacy cublasSgemm against a triple loop', istat == 0 .and. maxval(abs(c - ref)) < 1e-4 * k)
  d = cublasDdot(nv, dx_d, 1, dx_d, 1)
  call check('legacy cublasDdot', abs(d - dot_product(dx, dx)) < 1d-10 * nv)
  call cublasSscal(nv, 2.0, x_d, 1)
  istat = cudaMemcpy(yref, x_d, nv)
  call check('legacy cublasSscal', all(abs(yref - 2 * x) < 1e-6))
  call cublasSscal(nv, 0.5, x_d, 1)

  ! v2 form: handle, integer options, scalars and results by reference
  istat = cublasCreate(h)
  call check('cublasCreate', istat == CUBLAS_STATUS_SUCCESS)
  istat = cudaStreamCreate(stream)
  istat = istat + cublasSetStream(h, stream)
  call check('cublasSetStream', istat == 0)
  istat = cublasDgemm_v2(h, CUBLAS_OP_T, CUBLAS_OP_N, m, n, k, 1d0, da_d, k, db_d, k, 0d0, dc_d, m)
  istat = istat + cudaStreamSynchronize(stream) + cudaMemcpy(dc, dc_d, m * n)
  dref = matmul(transpose(da), db)
  call check('cublasDgemm_v2 (A transposed) against matmul', istat == 0 .and. maxval(abs(dc - dref)) < 1d-12 * k)
  istat = cublasZgemm_v2(h, CUBLAS_OP_N, CUBLAS_OP_N, m, n, k, (1d0, 0d0), za_d, m, zb_d, k, (0d0, 0d0), zc_d, m)
  istat = istat + cudaStreamSynchronize(stream) + cudaMemcpy(zc, zc_d, m * n)
  zref = matmul(za, zb)
  call check('cublasZgemm_v2 against matmul', istat == 0 .and. maxval(abs(zc - zref)) < 1d-12 * k)
  istat = cublasSaxpy_v2(h, nv, 3.0, x_d, 1, y_d, 1)
  istat = istat + cudaStreamSynchronize(stream) + cudaMemcpy(yref, y_d, nv)
  call check('cublasSaxpy_v2', istat == 0 .and. all(abs(yref - (y + 3 * x)) < 1e-5))
  y = yref
  istat = cublasSdot_v2(h, nv, x_d, 1, y_d, 1, s)
  istat = istat + cudaStreamSynchronize(stream)
  call check('cublasSdot_v2 (host result)', istat == 0 .and. abs(s - dot_product(x, y)) < 1e-5 * abs(s))
  istat = cublasSnrm2_v2(h, nv, x_d, 1, s)
  istat = istat + cudaStreamSynchronize(stream)
  call check('cublasSnrm2_v2', istat == 0 .and. abs(s - norm2(x)) < 1e-5 * s)
  istat = cublasIsamax_v2(h, nv, y_d, 1, imax)
  istat = istat + cudaStreamSynchronize(stream)
  call check('cublasIsamax_v2 (1-based index)', istat == 0 .and. imax == maxloc(abs(y), 1))
  istat = cublasSetPointerMode(h, CUBLAS_POINTER_MODE_DEVICE)
  istat = istat + cublasSdot_v2(h, nv, x_d, 1, x_d, 1, r_d(1))
  istat = istat + cublasSetPointerMode(h, CUBLAS_POINTER_MODE_HOST)
  istat = istat + cudaStreamSynchronize(stream) + cudaMemcpy(r, r_d, 1)
  call check('cublasSdot_v2 (device result, pointer mode device)', &
             istat == 0 .and. abs(r(1) - dot_product(x, x)) < 1e-5 * r(1))
  istat = cublasDestroy(h)
  call check('cublasDestroy', istat == CUBLAS_STATUS_SUCCESS)

  ! the per-thread handle
  h1 = cublasGetHandle()
  istat = cublasGetHandle(h2)
  call check('cublasGetHandle: one handle per thread, == and /=', &
             istat == 0 .and. h1 == h2 .and. .not. (h1 /= h2))
  istat = cublasShutdown()
  call check('cublasShutdown', istat == CUBLAS_STATUS_SUCCESS)

contains
  subroutine check(what, ok)
    character(*), intent(in) :: what
    logical, intent(in) :: ok
    if (ok) then
      print '(a)', 'PASS ' // what
    else
      print '(a)', 'FAIL ' // what
    end if
  end subroutine check
end program t_cublas
