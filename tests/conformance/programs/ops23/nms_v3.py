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

s3 = Tensor(np.zeros(3, np.float32))
b3 = Tensor(np.zeros((3, 4), np.float32))
m, i, t = Tensor(1, ms.int32), Tensor(0.5, ms.float32), Tensor(0.0, ms.float32)
emit_error("boxes 1-d", Net(), Tensor(np.zeros(4, np.float32)), s3, m, i, t)
emit_error("boxes 3 columns", Net(), Tensor(np.zeros((3, 3), np.float32)), s3, m, i, t)
emit_error("scores 2-d", Net(), b3, Tensor(np.zeros((3, 1), np.float32)), m, i, t)
emit_error("scores length", Net(), b3, Tensor(np.zeros(2, np.float32)), m, i, t)
emit_error("max_output_size float", Net(), b3, s3, Tensor(1.0, ms.float32), i, t)
emit_error("int boxes", Net(), Tensor(np.zeros((3, 4), np.int32)), s3, m, i, t)
emit_error("python numbers", lambda: ops.NonMaxSuppressionV3()(b3, s3, 1, 0.5, 0.0))
