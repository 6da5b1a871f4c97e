build-asan/obj/src/sema/intrinsic_modules.o: src/sema/intrinsic_modules.c \
 src/sema/sema.h src/front/front.h
src/sema/sema.h:
src/front/front.h:
