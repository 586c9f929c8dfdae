"""HyperMap and Map over dynamic-length sequences in graph code (MindSpore's st test
ops/test_dynamic_tuple_and_list.py::test_hypermap_in_dynamic_normal_list): HyperMap over a dynamic-length list
(``mutable(list, dynamic_len=True)``, or a list repeated by a mutable int) gives its int results as int64 0-d
Tensors and its float results as float32 ones; over a dynamic-length tuple, or a list of static length, they stay
Python numbers; Map refuses a dynamic-length input (RuntimeError)."""
import mindspore as ms
from mindspore import jit, mutable, ops
from _conf import emit, emit_error


def inc(a):
    return a + 1


def add3(a, b, c):
    return a + b + c


@jit
def hmap_inc(a):
    return ops.HyperMap()(inc, a)


@jit
def hmap_repeated(a, b, c, d):
    return ops.HyperMap()(add3, a * d, b * d, c * d)


@jit
def map_inc(a):
    return ops.Map()(inc, a)


emit("hypermap_dyn_list_int", hmap_inc(mutable([1, 2], dynamic_len=True)))
emit("hypermap_dyn_list_float", hmap_inc(mutable([1.5, 2.0], dynamic_len=True)))
emit("hypermap_dyn_tuple_int", hmap_inc(mutable((1, 2), dynamic_len=True)))
emit("hypermap_static_list_int", hmap_inc([1, 2]))
emit("hypermap_repeated_list", hmap_repeated([1, 2], [1, 2], [1, 2], mutable(3)))
emit("hypermap_repeated_tuple", hmap_repeated((1, 2), (1, 2), (1, 2), mutable(3)))
emit_error("map_dyn_list", map_inc, mutable([1, 2], dynamic_len=True))
emit_error("map_dyn_tuple", map_inc, mutable((1, 2), dynamic_len=True))
emit("map_static_list", map_inc([1, 2]))
