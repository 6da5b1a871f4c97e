build-asan/obj/src/front/util.o: src/front/util.c src/front/front.h
src/front/front.h:
