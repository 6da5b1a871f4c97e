build-asan/obj/src/sema/cuda_rules.o: src/sema/cuda_rules.c \
 src/sema/sema.h src/front/front.h
src/sema/sema.h:
src/front/front.h:
