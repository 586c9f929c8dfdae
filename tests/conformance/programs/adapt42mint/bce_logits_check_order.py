"""binary_cross_entropy_with_logits checks input / target shapes before dtypes (adapt42mint, a variant of st/mint
test_binary_cross_entropy_with_logits with float64 / int inputs of other shapes): MindSpore 2.10 raises the shape
ValueError for a float64 or int32 pair of different shapes; msgraph raised the dtype TypeError first.  Same shapes
keep the dtype TypeError.  MindSpore's Graph mode checks the mint form's dtypes first (TypeError) but the ops
form's shapes first (ValueError): its modes disagree, msgraph follows PyNative in both."""
import numpy as np
from mindspore import Tensor, mint, nn, ops
from _conf import emit, emit_error

FOLLOW_PYNATIVE = {
    "f64_shapes": "MindSpore's Graph mode checks the mint form's dtypes before its shapes, PyNative and ops the shapes",
    "int_shapes": "as f64_shapes",
}


class Bce(nn.Cell):
    def construct(self, x, y):
        return mint.nn.functional.binary_cross_entropy_with_logits(x, y)


x = np.array([[0.5, -1.0, 2.0], [1.5, 0.0, -0.5]])
y = np.array([[1.0, 0.0, 1.0], [0.0, 0.5, 1.0]])
emit("f32_ok", Bce()(Tensor(x.astype(np.float32)), Tensor(y.astype(np.float32))))
emit_error("f64_shapes", lambda: Bce()(Tensor(x), Tensor(y[:, :2])))
emit_error("ops_f64_shapes", lambda: ops.binary_cross_entropy_with_logits(
    Tensor(x), Tensor(y[:1]), Tensor(np.ones(3)), Tensor(np.ones(3))))
emit_error("int_shapes", lambda: Bce()(Tensor(x.astype(np.int32)), Tensor(y[:, :2].astype(np.float32))))
emit_error("f64_same_shape", lambda: Bce()(Tensor(x), Tensor(y)))
emit_error("f32_shapes", lambda: Bce()(Tensor(x.astype(np.float32)), Tensor(y[:, :1].astype(np.float32))))
