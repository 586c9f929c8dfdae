"""adapt38cc: in-place Tensor methods in graph code (``@jit``), MindSpore 2.10 CPU.

- ``x.floor_divide_(y)`` writes x (msgraph's method was a lambda, which graph code did not write back: x unchanged).
- On an integer x a float ``other`` of ``add_ / mul_ / div_`` (a Python float, a float Tensor) is first cast to x's
  dtype: ``x.mul_(1.5)`` of [1, 2, 3] is [1, 2, 3], ``x.add_(-2.5)`` adds -2 (msgraph computed in float and cast
  the result: [1, 3, 4], [-1, 0, 0]).
- On a bool x, ``add_`` / ``div_`` are MindSpore's Add / RealDiv TypeError; ``mul_`` computes.
- A value broadcasting past x's shape (``x.add_(y)`` of a (1,) x and a (3,) y, ``copy_`` of a (2, 3) into a (3,))
  is its RuntimeError (Assign / InplaceCopy shape checks); msgraph raised BroadcastTo's ValueError."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit_error


@jit
def floor_divide_(x, y):
    r = x.floor_divide_(y)
    return r, x


@jit
def floor_divide_local(x, y):
    z = x * 1
    z.floor_divide_(y)
    return z


@jit
def mul_float(x):
    x.mul_(1.5)
    return x


@jit
def add_float(x):
    x.add_(-2.5)
    return x


@jit
def div_float(x):
    x.div_(2.5)
    return x


@jit
def mul_tensor0(x):
    x.mul_(Tensor(1.5, ms.float32))
    return x


@jit
def add_tensor(x, y):
    x.add_(y)
    return x


@jit
def mul_local(x):
    z = x * 1
    z.mul_(1.5)
    return z


@jit
def mul_(x, y):
    r = x.mul_(y)
    return r, x


@jit
def div_(x, y):
    r = x.div_(y)
    return r, x


@jit
def add_(x, y):
    r = x.add_(y)
    return r, x


@jit
def copy_(x, y):
    x.copy_(y)
    return x


def i32(v):
    return Tensor(np.array(v, np.int32))


def f32(v):
    return Tensor(np.array(v, np.float32))


emit_error("floor_divide_int", floor_divide_, i32([5, 7, -3]), i32([2, 2, 2]))
emit_error("floor_divide_float", floor_divide_, f32([5.0, 7.5, -3.0]), f32([2.0, 2.0, 2.0]))
emit_error("floor_divide_local", floor_divide_local, i32([5, 7, -3]), i32([2, 2, 2]))
for name, dt in (("int32", np.int32), ("int64", np.int64), ("uint8", np.uint8), ("float16", np.float16)):
    emit_error(f"mul_float_{name}", mul_float, Tensor(np.array([1, 2, 3], dt)))
    emit_error(f"add_float_{name}", add_float, Tensor(np.array([1, 2, 3], dt)))
    emit_error(f"div_float_{name}", div_float, Tensor(np.array([1, 2, 3], dt)))
    emit_error(f"mul_tensor0_{name}", mul_tensor0, Tensor(np.array([1, 2, 3], dt)))
emit_error("add_tensor_int_float", add_tensor, i32([1, 2, 3]), f32([-2.5, -2.5, 0.7]))
emit_error("mul_local_int", mul_local, i32([1, 2, 3]))
B = Tensor(np.array([True, False, True]))
emit_error("bool_mul_", mul_, B, Tensor(np.array([True, True, False])))
emit_error("bool_add_", add_, B, Tensor(np.array([True, True, False])))
emit_error("bool_div_", div_, B, Tensor(np.array([True, True, True])))
emit_error("bc_add_1_3", add_, f32([1.0]), f32([2.0, 2.0, 2.0]))
emit_error("bc_add_0d_3", add_, f32(1.0), f32([2.0, 2.0, 2.0]))
emit_error("bc_mul_3_23", mul_, f32([1.0, 1.0, 1.0]), Tensor(np.ones((2, 3), np.float32)))
emit_error("bc_copy_3_23", copy_, f32([1.0, 1.0, 1.0]), Tensor(np.ones((2, 3), np.float32)))
emit_error("bc_add_23_3_ok", add_, Tensor(np.ones((2, 3), np.float32)), f32([1.0, 2.0, 3.0]))
