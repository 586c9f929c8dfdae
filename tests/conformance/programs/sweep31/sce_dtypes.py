"""SigmoidCrossEntropyWithLogits with logits and labels of different dtypes, or of an integer / bool dtype: MindSpore
2.10's TypeError in both modes ("the input type must be same", then no CPU kernel for integers); msgraph promoted the
operands and computed (float32 with float16, Float64 for int32 with float32).  Found by diff_sweep zoo_prims2
(``p2[ops.SigmoidCrossEntropyWithLogits()(x, ops.Sigmoid()(x * -0.5))]_int32``) in the session 31 rerun."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error

P = ops.SigmoidCrossEntropyWithLogits()


class Net(nn.Cell):
    def construct(self, x, y):
        return P(x, y)


def call(x, y):
    return Net()(x, y) if ms.get_context("mode") == ms.GRAPH_MODE else P(x, y)


LOGITS = np.array([[0.5, -1.0, 3.0], [2.0, 0.0, -4.5]])
LABELS = np.array([[1, 0, 1], [0, 1, 0]])
for lab, a, b in (("f32_f16", np.float32, np.float16), ("f16_f32", np.float16, np.float32),
                  ("i32_f32", np.int32, np.float32), ("f32_i32", np.float32, np.int32),
                  ("f64_f32", np.float64, np.float32), ("i32_i32", np.int32, np.int32),
                  ("i64_i64", np.int64, np.int64), ("bool_bool", np.bool_, np.bool_)):
    emit_error(f"sce_{lab}", call, Tensor(LOGITS.astype(a)), Tensor(LABELS.astype(b)))
# same float dtypes still compute (float16 to MindSpore's kernel rounding)
emit("sce_f32_f32", call(Tensor(LOGITS.astype(np.float32)), Tensor(LABELS.astype(np.float32))), rtol=1e-6, atol=1e-7)
emit("sce_f16_f16", call(Tensor(LOGITS.astype(np.float16)), Tensor(LABELS.astype(np.float16))), rtol=1e-3, atol=1e-3)
