"""mint.chunk under a Cell's set_inputs (tests/st/mint test_mint_chunk.py dynamic_shape/dynamic_rank): Graph mode
rejects chunking along a declared-dynamic dimension and a declared-dynamic rank with RuntimeError (also under
ops.grad); a static chunked dimension runs; PyNative ignores the declaration."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, mint, nn, ops
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *inputs):
        return self.fn(*inputs)


x = Tensor(np.arange(24).reshape((4, 2, 3)).astype(np.float32))
for label, shape, dim in (("dyn_dim", [4, None, None], 2), ("static_dim", [4, None, None], 0),
                          ("dyn_rank", None, 0)):
    net = Net(mint.chunk)
    net.set_inputs(Tensor(shape=shape, dtype=ms.float32), 3, dim)
    emit_error(label, lambda: net(x, 3, dim))
    gnet = Net(ops.grad(mint.chunk, (0,)))
    gnet.set_inputs(Tensor(shape=shape, dtype=ms.float32), 3, dim)
    emit_error(label + "_grad", lambda: gnet(x, 3, dim))
