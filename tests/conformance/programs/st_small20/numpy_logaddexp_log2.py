"""mindspore.numpy.logaddexp / logaddexp2 / log2 / log10 (tests/st/numpy_native/test_math_ops.py test_logaddexp,
test_logaddexp2): MindSpore 2.10 composes log(exp(x1) + exp(x2)) and log2(2**x1 + 2**x2) op by op, and log2/log10
divide by the log of a base Tensor in x's dtype. msgraph used the stable ops.logaddexp (float16 4.6953 for
MindSpore's 4.6914, no overflow to inf), kept a Python number in the other operand's dtype (float16 where
MindSpore's is float32), turned integer inputs into float32 (MindSpore: TypeError), and divided float64 logs by
a float32 log(2) (log2(2**700) 699.99999808, not 700)."""
import numpy as np
import mindspore as ms
import mindspore.numpy as mnp
from mindspore import Tensor, nn
from _conf import emit, emit_error


class Net(nn.Cell):
    def construct(self, x, y):
        return mnp.logaddexp(x, y), mnp.logaddexp2(x, y), mnp.log2(x), mnp.log10(y)


h1 = Tensor(np.array([1, 4, 2, 3, 4, 1], np.float16))
h2 = Tensor(np.array([1, 4, 3, 2, 1, 4], np.float16))
emit("logaddexp_f16", mnp.logaddexp(h1, h2))
emit("logaddexp2_f16", mnp.logaddexp2(h1, h2))
emit("logaddexp_f16_dtype32", mnp.logaddexp(h1, h2, dtype=ms.float32))
f1 = Tensor(np.array([100., -200., 0.5, 88.5, 3.], np.float32))
f2 = Tensor(np.array([90., -300., -200., 1., 3.], np.float32))
emit("logaddexp_f32_overflow", mnp.logaddexp(f1, f2))
emit("logaddexp2_f32", mnp.logaddexp2(f1, f2))
d1 = Tensor(np.array([1.5, 700., -3., 2.], np.float64))
d2 = Tensor(np.array([2., 700., 1., -2.], np.float64))
emit("logaddexp_f64", mnp.logaddexp(d1, d2))
emit("logaddexp2_f64", mnp.logaddexp2(d1, d2))
emit("log2_f64", mnp.log2(Tensor(np.array([2.0 ** 700, 8.0, 10.0, 0.125]))))
emit("log10_f64", mnp.log10(Tensor(np.array([1e300, 10.0, 1000.0, 0.5]))))
emit("log2_f16", mnp.log2(Tensor(np.array([2., 8., 10., 0.125], np.float16))))
emit("logaddexp_f16_pyfloat", mnp.logaddexp(Tensor(np.array([1., 2.5], np.float16)), 2.0))
emit("logaddexp_pyfloat_f16", mnp.logaddexp(2.0, Tensor(np.array([1., 2.5], np.float16))))
emit("logaddexp_list", mnp.logaddexp([1., 2.], 3.0))
emit("logaddexp_f16_f32", mnp.logaddexp(Tensor(np.array([1., 2.5], np.float16)), Tensor(np.array([1., 2.], np.float32))))
emit("logaddexp2_f64_i32", mnp.logaddexp2(Tensor(np.array([1.], np.float64)), Tensor(np.array([2], np.int32))))
emit("cell", Net()(h1, h2))
emit_error("logaddexp2_pyfloat", lambda: mnp.logaddexp2(Tensor(np.array([3.], np.float32)), 2.0))
emit_error("logaddexp_int", lambda: mnp.logaddexp(Tensor(np.array([1, 2], np.int32)), Tensor(np.array([2, 1], np.int32))))
