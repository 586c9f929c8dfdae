"""nn.EmbeddingLookup (MindSpore 2.10, CPU target): rows by index, out-of-range indices give zeros, dtype,
parameter name/shape, errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit, emit_error

table = Tensor(np.arange(12, dtype=np.float32).reshape(4, 3) / 4.0 - 1.0)


class Net(nn.Cell):
    def __init__(self, **kw):
        super().__init__()
        self.emb = nn.EmbeddingLookup(4, 3, param_init=table, **kw)

    def construct(self, x):
        return self.emb(x)


idx = Tensor(np.array([[1, 0], [3, 2]], np.int32))
emit("lookup", Net()(idx))
emit("out_of_range", Net()(Tensor(np.array([0, 5, -1, 3], np.int32))))
emit("params", [(p.name, p.shape, str(p.dtype)) for p in Net().get_parameters()])
emit("shape_default_init", nn.EmbeddingLookup(4, 2, dtype=ms.float32)(idx).shape)
emit_error("err_sparse_cpu", lambda: nn.EmbeddingLookup(4, 3, sparse=False))
emit_error("err_target", lambda: nn.EmbeddingLookup(4, 3, target="GPU"))
emit_error("err_vocab", lambda: nn.EmbeddingLookup(0, 3))
