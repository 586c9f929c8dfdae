"""ops.NonMaxSuppressionV3 (h-ops23, session 23): MindSpore 2.10 has no CPU kernel for it (the kernel-select
RuntimeError at the call, both modes)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _conf import emit_error


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.op = ops.NonMaxSuppressionV3()

    def construct(self, b, s, m, i, t):
        return self.op(b, s, m, i, t)


boxes = Tensor(np.array([[0, 0, 1, 1], [0, 0.1, 1, 1.1], [0, -0.1, 1, 0.9], [0, 10, 1, 11]], np.float32))
scores = Tensor(np.array([0.9, 0.75, 0.6, 0.95], np.float32))
emit_error("call", Net(), boxes, scores, Tensor(3, ms.int32), Tensor(0.5, ms.float32), Tensor(0.0, ms.float32))
emit_error("call f16", Net(), Tensor(boxes.asnumpy().astype(np.float16)), Tensor(scores.asnumpy().astype(np.float16)),
           Tensor(2, ms.int32), Tensor(0.5, ms.float16), Tensor(0.0, ms.float16))
emit_error("name", lambda: ops.NonMaxSuppressionV3().name)
