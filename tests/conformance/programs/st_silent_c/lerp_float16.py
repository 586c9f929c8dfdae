"""Adapted from tests/st/ops/cpu/test_lerp_op.py::test_lerp[float16-*]: a float16 Lerp is computed in float32 and
rounded once (msgraph computed it in float16 and was an ulp off on some elements)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations.math_ops import Lerp
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.lerp = Lerp()

    def construct(self, s, e, w):
        return self.lerp(s, e, w)


rng = np.random.RandomState(0)
start = rng.random_sample((4, 50)).astype(np.float16)
end = np.ones((4, 50), np.float16)
for w in (0.5, 0.3, 0.7):
    emit(f"lerp_{w}", Net()(Tensor(start), Tensor(end), Tensor(np.array(w, np.float16))), rtol=0, atol=0)
wt = Tensor(rng.random_sample((4, 50)).astype(np.float16))
emit("lerp_tensor_weight", Net()(Tensor(start), Tensor(end * 3), wt), rtol=0, atol=0)
emit("ops_lerp", ops.lerp(Tensor(start), Tensor(end * -2), wt), rtol=0, atol=0)
