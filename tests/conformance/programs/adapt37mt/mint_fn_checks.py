"""mint.nn.functional / mint.linalg argument checks (session 37, adapt37mt), measured on MindSpore 2.10's CPU;
msgraph had computed every one of these:
- dtypes: MishExt takes Float16 / Float32, SeLUExt BFloat16 / Float16 / Float32, LeakyReLUExt floats only,
  HSigmoid no bool / uint8, LogSigmoid no Float64 (TypeError each); mint.linalg.inv of a square non-float32 input
  is MatrixInverseExt's ValueError, mint.linalg.qr of a non-float32 input LinalgQr's TypeError;
- glu: an odd halving dimension and a 0-d input are GLU's RuntimeError, a dim out of range its IndexError;
- dropout: p outside [0, 1] is a ValueError even with training=False;
- an unknown reduction string of mse_loss / l1_loss / nll_loss / binary_cross_entropy_with_logits is the
  ValueError "Failed to convert the value ... to enum";
- one_hot of an input with a 0 dimension is a RuntimeError."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, mint
from mindspore.mint.nn import functional as F
from _conf import emit_error


def flush():
    """MindSpore 2.10's PyNative raises a failed pyboost kernel's error again at the next calls: absorb it."""
    ok = 0
    for _ in range(12):
        try:
            mint.add(Tensor(np.ones(2, np.float32)), 1).asnumpy()
            ok += 1
            if ok == 3:
                return
        except Exception:  # noqa
            ok = 0


def e(label, fn):
    emit_error(label, fn)
    flush()


v = np.array([-3.0, -0.5, 0.0, 1.0, 2.5])
f64, f32, f16 = Tensor(v), Tensor(v.astype(np.float32)), Tensor(v.astype(np.float16))
i32, u8, b = Tensor(np.array([-3, 0, 1, 5], np.int32)), Tensor(np.array([0, 1, 5], np.uint8)), Tensor(np.array([True, False]))
e("mish_f64", lambda: F.mish(f64))
e("mish_i32", lambda: F.mish(i32))
e("selu_f64", lambda: F.selu(f64))
e("selu_i32", lambda: F.selu(i32))
e("leaky_relu_i32", lambda: F.leaky_relu(i32, 0.2))
e("leaky_relu_u8", lambda: F.leaky_relu(u8))
e("leaky_relu_bool", lambda: F.leaky_relu(b))
e("hardsigmoid_u8", lambda: F.hardsigmoid(u8))
e("hardsigmoid_bool", lambda: F.hardsigmoid(b))
e("hardsigmoid_i32", lambda: F.hardsigmoid(i32))
e("hardsigmoid_f64", lambda: F.hardsigmoid(f64))
e("logsigmoid_f64", lambda: F.logsigmoid(f64))
sq = np.array([[2.0, 1.0], [1.0, 3.0]])
e("inv_f64", lambda: mint.linalg.inv(Tensor(sq)))
e("inv_f16_batch", lambda: mint.linalg.inv(Tensor(np.stack([sq, sq * 2]).astype(np.float16))))
e("inv_i32", lambda: mint.linalg.inv(Tensor(np.eye(2, dtype=np.int32))))
m = np.array([[0.5, -1.5, 2.0], [3.0, 1.0, -2.0], [-0.5, 0.0, 1.0]])
e("qr_f64", lambda: mint.linalg.qr(Tensor(m)))
e("qr_f16_complete", lambda: mint.linalg.qr(Tensor(m.astype(np.float16)), mode="complete"))
g = Tensor(np.arange(6, dtype=np.float32).reshape(3, 2))
e("glu_dim0_odd", lambda: F.glu(g, 0))
e("glu_dim-2_odd", lambda: F.glu(g, -2))
e("glu_dim1", lambda: F.glu(g, 1))
e("glu_1d_odd", lambda: F.glu(Tensor(np.ones(3, np.float32))))
e("glu_0d", lambda: F.glu(Tensor(np.float32(1.0))))
e("glu_dim_oob", lambda: F.glu(g, 2))
e("dropout_p_neg", lambda: F.dropout(f32, -0.1))
e("dropout_p_gt1", lambda: F.dropout(f32, 1.5))
e("dropout_p_gt1_eval", lambda: F.dropout(f32, 1.5, training=False))
e("dropout_p0", lambda: F.dropout(f32, 0.0))
e("mse_bad_reduction", lambda: F.mse_loss(f32, f32, reduction="avg"))
e("l1_bad_reduction", lambda: F.l1_loss(f32, f32, reduction="avg"))
e("nll_bad_reduction", lambda: F.nll_loss(Tensor(np.zeros((2, 3), np.float32)), Tensor(np.array([0, 2], np.int64)), reduction="avg"))
e("bcel_bad_reduction", lambda: F.binary_cross_entropy_with_logits(f32, f32, reduction="batchmean"))
e("one_hot_empty", lambda: F.one_hot(Tensor(np.zeros((0,), np.int64)), 4))
e("one_hot_empty_2d", lambda: F.one_hot(Tensor(np.zeros((2, 0), np.int64)), 3))
