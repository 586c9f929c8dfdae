"""mindspore.numpy against MindSpore 2.10 (items left by session 33, mnp33):
- gcd / lcm of float Tensors: Euclid's algorithm on the float values (``gcd(1.5, 3)`` 1.5, ``lcm(6, 4.5)`` 18), a
  zero operand giving the other; a NaN / inf operand stops the loop for every element (the smaller operand back);
  lcm computes in float32 and is 0 where an operand is 0.  Also in graph code (``@ms.jit``).
- ``around`` of a Python int / list of ints is Int64 (its own Tensor dtype), of a bool its Round RuntimeError.
- ``minimum`` of two bool Tensors (and ``ops.minimum``) is the CPU Minimum kernel's TypeError; ``maximum`` of bools
  and ``minimum(bool, int32)`` compute.
Errors last: in one MindSpore process a primitive that failed on a shape can fail again later on that shape."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, ops
from _conf import emit, emit_error


def f32(*v):
    return Tensor(np.array(v, np.float32))


def b(*v):
    return Tensor(np.array(v, np.bool_))


x1 = f32(1.5, 4.0, 6.0, -4.5, 0.0, 7.0, 0.75)
x2 = f32(3.0, 6.0, 4.5, 3.0, 2.5, 0.0, -0.5)
emit("gcd_float32", mnp.gcd(x1, x2))
emit("lcm_float32", mnp.lcm(x1, x2))
emit("gcd_float_int", mnp.gcd(f32(1.5, 4.0), Tensor(np.array([3, 6], np.int32))))
emit("gcd_float16", mnp.gcd(Tensor(np.array([1.5, 4.0, 0.25], np.float16)), Tensor(np.array([3.0, 6.0, 1.0], np.float16))))
emit("lcm_float16", mnp.lcm(Tensor(np.array([1.5, 4.0, 0.25], np.float16)), Tensor(np.array([3.0, 6.0, 1.0], np.float16))))
emit("gcd_python_numbers", mnp.gcd(1.5, 3))
emit("lcm_python_numbers", mnp.lcm(2.5, 1.5))
emit("gcd_nan_inf_stop_all", mnp.gcd(f32(np.nan, np.inf, 2.5, 6.0), f32(1.0, 2.0, np.inf, 4.0)))
emit("gcd_int_unchanged", mnp.gcd(Tensor(np.array([12, -18, 0], np.int32)), Tensor(np.array([8, 12, 5], np.int32))))


@ms.jit
def gcd_lcm_graph(a, c):
    return mnp.gcd(a, c), mnp.lcm(a, c)


emit("gcd_lcm_jit", gcd_lcm_graph(x1, x2))
emit("gcd_jit_nan", gcd_lcm_graph(f32(np.nan, 4.0), f32(1.0, 6.0)))

emit("around_int", mnp.around(3))
emit("around_int_list", mnp.around([1, 2]))
emit("around_float_list", mnp.around([1.5, 2.5]))
emit("around_float", mnp.around(2.5))

emit("maximum_bool", mnp.maximum(b(True, False), b(True, True)))
emit("minimum_bool_int", mnp.minimum(b(True, False), Tensor(np.array([0, 2], np.int32))))
emit_error("around_bool", mnp.around, True)
emit_error("minimum_bool", mnp.minimum, b(True, False, True), b(True, True, False))
emit_error("minimum_bool_python", mnp.minimum, b(False, True, True, False), True)
emit_error("ops_minimum_bool", ops.minimum, b(True, False, False, False, True), b(True, True, False, True, False))
