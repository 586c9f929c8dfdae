"""jvp's tangents and Vjp's v join with the inputs / outputs (ut nn/gradient/test_jvp_*.py, test_function_jvp_*.py,
adapted): MindSpore 2.10 raises TypeError ("Type Join Failed") in both modes for a tangent of another dtype than its
input (float16 / float64 / int64 beside float32 / int32) and for a tuple or list of one tangent given with one input;
msgraph computed them.  nn.grad.Vjp with a v of another dtype than the output likewise (msgraph's Graph mode
computed).  Broadcasting tangents and tuple / list inputs with matching tangents still compute."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.nn.grad import Jvp, Vjp
from _conf import emit, emit_error


class Cube(nn.Cell):
    def construct(self, x):
        return x ** 3


class Lin(nn.Cell):
    def construct(self, x, y):
        return 2 * x + 3 * y


x = Tensor(np.array([[1, 2], [3, 4]], np.float32))
v = Tensor(np.array([[1, 1], [1, 2]], np.float32))
emit("jvp_ok", ops.jvp(Cube(), x, v))
emit("jvp_tuple_input", ops.jvp(Cube(), (x,), v))
emit("jvp_list_input", ops.jvp(Cube(), [x], v))
emit("jvp_bcast_v", ops.jvp(Cube(), x, Tensor([1.0, 2.0])))
emit("jvp_two_inputs", ops.jvp(Lin(), (x, x), (v, v)))
emit("jvp_two_inputs_f16", ops.jvp(Lin(), (x, x.astype(ms.float16)), (v, v.astype(ms.float16))))
emit_error("jvp_f16_v", lambda: ops.jvp(Cube(), x, v.astype(ms.float16)))
emit_error("jvp_f64_v", lambda: ops.jvp(Cube(), x, v.astype(ms.float64)))
emit_error("jvp_f64_x", lambda: ops.jvp(Cube(), x.astype(ms.float64), v))
emit_error("jvp_int_x_float_v", lambda: ops.jvp(Cube(), x.astype(ms.int32), v))
emit_error("jvp_int32_x_int64_v", lambda: ops.jvp(Cube(), x.astype(ms.int32), v.astype(ms.int64)))
emit_error("jvp_two_inputs_mixed_v", lambda: ops.jvp(Lin(), (x, x), (v, v.astype(ms.float16))))
emit_error("jvp_tensor_x_list_v", lambda: ops.jvp(Cube(), x, [v]))
emit_error("jvp_tuple_x_tuple_v", lambda: ops.jvp(Cube(), (x,), (v,)))
emit_error("jvp_tensor_x_two_v", lambda: ops.jvp(Cube(), x, (v, v)))
emit("Jvp_ok", Jvp(Cube())(x, v))
emit_error("Jvp_f16_v", lambda: Jvp(Cube())(x, v.astype(ms.float16)))
emit_error("Jvp_int_x", lambda: Jvp(Cube())(x.astype(ms.int32), v))
emit_error("Jvp_1tuple_v", lambda: Jvp(Cube())(x, (v,)))
emit("Vjp_ok", Vjp(Cube())(x, v))
emit_error("Vjp_f16_v", lambda: Vjp(Cube())(x, v.astype(ms.float16)))
emit_error("Vjp_int_v", lambda: Vjp(Cube())(x, v.astype(ms.int32)))
