"""nn.LossBase (MindSpore 2.10's docstring example, extended): a custom loss's ``get_loss`` reduces over
``get_axis(x)`` (all axes), computing in float32 and casting back to the input's dtype (a float16 loss is
reduced in float32); ``weights`` scale before the reduction; ``reduce``/``average`` follow ``reduction``."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, nn
from _conf import emit_error


class Net(nn.LossBase):
    def __init__(self, reduction='mean', weights=1.0):
        super(Net, self).__init__(reduction)
        self.abs = ops.Abs()
        self.weights = weights

    def construct(self, logits, labels):
        x = self.abs(logits - labels)
        output = self.get_loss(x, self.weights)
        axis = self.get_axis(x)
        return output, axis


A = np.array([[1, 2, 3], [1, 2, 3], [1, 2, 3]])
B = np.array([[1, 2, 2], [1, 2, 3], [0.5, 2, 3.25]])
for red in ("mean", "sum", "none"):
    emit_error(f"{red}_1d", lambda: Net(red)(Tensor(A[0], ms.float32), Tensor(B[0], ms.float32)))
    emit_error(f"{red}_2d", lambda: Net(red)(Tensor(A, ms.float32), Tensor(B, ms.float32)))
    emit_error(f"{red}_f16", lambda: Net(red)(Tensor(A / 3, ms.float16), Tensor(B / 7, ms.float16)))
    emit_error(f"{red}_weights", lambda: Net(red, Tensor(np.array([0.5, 2.0, 1.0]), ms.float32))(
        Tensor(A, ms.float32), Tensor(B, ms.float32)))
    emit_error(f"{red}_attrs", lambda: (Net(red).reduce, Net(red).average))
