"""ops.operations.nn_ops.SparseSoftmaxCrossEntropyWithLogitsV2: (per-sample loss, softmax - one_hot), the loss's
gradient, its dtype errors; Graph mode with dynamic-shape inputs (set_inputs)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.operations.nn_ops import SparseSoftmaxCrossEntropyWithLogitsV2
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = SparseSoftmaxCrossEntropyWithLogitsV2()

    def construct(self, logits, labels):
        return self.op(logits, labels)


logits = Tensor([[2, 3, 1, 4, 5], [2, 1, 2, 4, 3]], dtype=ms.float32)
labels = Tensor([0, 1], dtype=ms.int32)
net = Net()
emit("out", net(logits, labels), rtol=1e-5, atol=1e-6)


def loss_of(a):
    return net(a, labels)[0]


emit("grad", ms.grad(loss_of)(logits), rtol=1e-5, atol=1e-6)
emit("int64_labels_backprop_fp16", net(logits.astype(ms.float16), labels.astype(ms.int64))[1], rtol=1e-3, atol=1e-3)
emit_error("float64_logits", lambda: net(logits.astype(ms.float64), labels)[0].asnumpy())
emit_error("float_labels", lambda: net(logits, labels.astype(ms.float32))[0].asnumpy())
dyn = Net()
dyn.set_inputs(Tensor(shape=[None, None], dtype=ms.float32), Tensor(shape=[None], dtype=ms.int32))
loss, back = dyn(logits, labels)
emit("dyn_shapes", [loss.shape, back.shape])
