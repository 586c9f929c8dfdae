"""tests/ut/python/ir/test_sequence_max_depth.py adapted: a Graph-mode output nesting lists / tuples more than 6
levels deep is MindSpore's RuntimeError ("List, tuple and dict nesting is not allowed more than 6 levels." for
constants, "List nesting ..." when Tensors are inside); 6 levels, a deeper sequence only indexed, an argument
returned shallower and a dict holding a deep list pass.  msgraph returned the deep value."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit, emit_error

MODES = ("graph",)


@jit
def list6():
    return [[[[[[1]]]]]]


@jit
def list7_assigned():
    x = [[1], [2, 3], [4, [[5, [6, [7, [8]]]]]]]
    x[2][1][0][1][1][1][0] = 9
    return x


@jit
def tuple7():
    return ([1], [2, 3], [4, [[5, [6, [7, [8]]]]]])


@jit
def empty_innermost():
    return [[[[[[[]]]]]]]


@jit
def indexed(x):
    z = [[[[[[[x]]]]]]]
    return z[0][0][0][0][0][0][0] + 1


@jit
def returned_arg(x):
    return x


@jit
def arg_element(x):
    return x[0]


@jit
def tensor_deep(x):
    return (1, [[[[[[x]]]]]])


@jit
def dict_inside():
    return [{'a': [[[[[[1]]]]]]}]


t = Tensor(np.array([2], np.int32))
emit("list6", list6())
emit_error("list7_assigned", list7_assigned)
emit_error("tuple7", tuple7)
emit("empty_innermost", empty_innermost())
emit("indexed", indexed(t).asnumpy())
emit_error("returned_arg7", returned_arg, [[[[[[[1]]]]]]])
emit("arg_element", arg_element([[[[[[[1]]]]]]]))
emit_error("tensor_deep", tensor_deep, t)
emit("dict_inside", dict_inside())
