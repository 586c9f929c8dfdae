"""ResizeNearestNeighborV2 / ResizeNearestNeighborV2Grad (the size as an input, a tuple or a Tensor) for each
align_corners / half_pixel_centers, and nn.MultiheadAttention in Graph mode under jit_syntax_level STRICT."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class V2(nn.Cell):
    def __init__(self, ac, hp):
        super().__init__()
        self.op = ops.ResizeNearestNeighborV2(ac, hp)

    def construct(self, x, size):
        return self.op(x, size)


class V2Grad(nn.Cell):
    def __init__(self, ac, hp):
        super().__init__()
        self.op = ops.auto_generate.ResizeNearestNeighborV2Grad(ac, hp)

    def construct(self, g, size):
        return self.op(g, size)


x = Tensor(np.arange(15).reshape(1, 1, 3, 5).astype(np.float32))
g = Tensor(np.arange(28).reshape(1, 1, 4, 7).astype(np.float32) / 4)
for ac, hp in ((False, False), (True, False), (False, True)):
    emit(f"v2_{ac}_{hp}", V2(ac, hp)(x, (4, 7)))
    emit(f"v2_down_{ac}_{hp}", V2(ac, hp)(x, (2, 2)))
    emit(f"v2grad_{ac}_{hp}", V2Grad(ac, hp)(g, (3, 5)))
emit("v2_tensor_size", V2(False, False)(x, Tensor(np.array([2, 3], np.int32))))
emit("v2_autodiff", ops.grad(V2(True, False), (0,))(x, (4, 7)))

ms.set_context(jit_syntax_level=ms.STRICT)
q = Tensor(np.arange(32).reshape(2, 2, 8).astype(np.float32) / 32)
out, weights = nn.MultiheadAttention(8, 2)(q, q, q)
emit("mha_strict_shapes", (out.shape, weights.shape))
ms.set_context(jit_syntax_level=ms.LAX)
