build-asan/obj/src/sema/scope.o: src/sema/scope.c src/sema/sema.h \
 src/front/front.h
src/sema/sema.h:
src/front/front.h:
