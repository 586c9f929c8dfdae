"""ops.deepcopy, ops.range(maxlen=), NLLLoss(ignore_index=), ops.operations.manually_defined.rank/shape_
(tests/st/dynamic_shape/test_ops_identity.py, test_range.py, test_nllloss.py, test_rank.py, test_shape.py)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations import manually_defined as MD
from _conf import emit


class Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *args):
        return self.fn(*args)


x = Tensor(np.arange(6).reshape(2, 3).astype(np.float32))
net = Fn(ops.deepcopy)
net.set_inputs(Tensor(shape=[None, None], dtype=ms.float32))
emit("deepcopy_dyn", net(x))


class Ranges(nn.Cell):
    def construct(self):
        return ops.range(0, 20, 3, maxlen=4), ops.range(0.5, 3.0, 0.5)


emit("range_maxlen_not_bounding_float", Ranges()())
emit("range_one_element_tensors", ops.range(Tensor([0]), Tensor([10]), Tensor([2])))
logits = Tensor(np.array([[-1.3, -2.2, -3.2], [-1.2, -2.6, -1.2], [-0.7, -3.3, -1.5]], np.float32))
labels = Tensor(np.array([1, 0, 2], np.int32))
w = Tensor(np.array([0.2, 0.3, 0.1], np.float32))
for red in ("none", "mean", "sum"):
    emit(f"nllloss_ignore_index_{red}", Fn(ops.NLLLoss(reduction=red, ignore_index=0))(logits, labels, w))
emit("nllloss_default", Fn(ops.NLLLoss())(logits, labels, w))
emit("manually_defined_rank", Fn(MD.rank)(x))
emit("manually_defined_shape", Fn(MD.shape_)(x))
emit("manually_defined_scalars", (MD.scalar_add(3, 4), MD.scalar_floordiv(7, 2), MD.scalar_bool(3), MD.scalar_usub(2)))
