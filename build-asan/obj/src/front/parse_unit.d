build-asan/obj/src/front/parse_unit.o: src/front/parse_unit.c \
 src/front/parse.h src/front/front.h
src/front/parse.h:
src/front/front.h:
