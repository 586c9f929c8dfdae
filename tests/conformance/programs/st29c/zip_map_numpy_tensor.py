"""Graph code: ``zip`` / ``map`` over a numpy array beside a Tensor run in Python in MindSpore 2.10's fallback, so
the array's items are numpy values (``np.int64`` returned as such; ``a + b`` of a numpy item and a Tensor item is
numpy's); beside tuples alone they are Python numbers. ``map(f, np_array, (1, 2))`` maps the array's items with the
tuple's (msgraph had refused the mix). st compiler/syntax test_map.py test_fallback_map_with_numpy_and_tensor(_2),
test_zip_operation.py test_fallback_zip_with_numpy_and_tensor."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit, emit_error


def map_fn(x, y):
    return x + y


@jit
def map_const_tensor():
    x = np.array([1, 2, 3, 4])
    y = Tensor([1, 1, 1, 1])
    return tuple(map(lambda a, b: a + b, x, y))


@jit
def map_named_fn():
    x = np.array([1, 2, 3, 4])
    y = Tensor([1, 1, 1, 1])
    return tuple(map(map_fn, x, y))


@jit
def map_arg(y):
    x = np.array([1, 2])
    return tuple(map(lambda a, b: a + b, x, y))


@jit
def map_tensor_left(y):
    x = np.array([1, 2])
    return tuple(map(lambda a, b: b + a, x, y))


@jit
def map_items(y):
    x = np.array([1, 2])
    return tuple(map(lambda a, b: a, x, y))


@jit
def map_float(y):
    x = np.array([1.5, 2])
    return tuple(map(lambda a, b: a * b, x, y))


@jit
def zip_const_tensor():
    x = np.array([1, 2])
    y = Tensor([10, 20])
    return tuple(zip(x, y))


@jit
def zip_arg(y):
    x = np.array([1, 2])
    return tuple(zip(x, y, (5, 6)))


@jit
def zip_rows(y):
    x = np.array([[1, 2], [3, 4]])
    return tuple(zip(x, y))


@jit
def zip_tuple_only():
    x = np.array([1, 2])
    return tuple(zip(x, (3, 4)))


@jit
def map_array_tuple():
    x = np.array([1, 2])
    return tuple(map(lambda a, b: a + b, x, (1, 2)))


@jit
def map_array_list():
    x = np.array([1, 2])
    return tuple(map(lambda a, b: a + b, x, [1, 2]))


@jit
def map_list_array():
    x = np.array([1, 2])
    return list(map(lambda a, b: a + b, [3, 4], x))


Y = Tensor(np.array([10, 20], np.int64))
emit_error("map lambda over numpy array and constant tensor", map_const_tensor)
emit_error("map function over numpy array and constant tensor", map_named_fn)
emit_error("map over numpy array and tensor argument", map_arg, Y)
emit_error("map tensor item + numpy item", map_tensor_left, Y)
emit_error("map returning the numpy items", map_items, Y)
emit_error("map float64 numpy items times tensor items", map_float, Tensor(np.array([1.0, 2.0], np.float32)))
emit_error("zip numpy array with constant tensor", zip_const_tensor)
emit_error("zip numpy array, tensor argument and tuple", zip_arg, Y)
emit_error("zip 2-d numpy array with tensor", zip_rows, Y)
emit_error("zip numpy array with tuple", zip_tuple_only)
emit_error("map numpy array with tuple", map_array_tuple)
emit_error("map numpy array with list", map_array_list)
emit_error("map list with numpy array", map_list_array)
