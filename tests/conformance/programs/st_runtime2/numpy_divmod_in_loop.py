"""tests/st/runtime/test_runtime_dynamic_type adapted: divmod of a Tensor's numpy value in graph code (run when the
graph runs, as MindSpore's fallback), its remainder made a Tensor again, inside a Tensor while/if."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops import operations as P
from _conf import emit


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = P.ReLU()

    def construct(self, x, a, b):
        out = x
        while a < b:
            if 2 * a >= b:
                for _ in range(3):
                    out = self.relu(out)
            else:
                for _ in range(1):
                    out = divmod(out.asnumpy(), 2)
                out = Tensor(out[1])
            a += 1
        return out


class Pair(nn.Cell):
    def construct(self, x):
        q, r = divmod(x.asnumpy(), 3)
        return Tensor(q), Tensor(r)


x = Tensor(np.arange(-6, 6, dtype=np.float32).reshape(3, 4) * 1.5)
emit("loop", Net()(x, Tensor(2, ms.float32), Tensor(6, ms.float32)))
emit("loop_relu_only", Net()(x, Tensor(5, ms.float32), Tensor(6, ms.float32)))
emit("pair", Pair()(Tensor(np.arange(-4, 5, dtype=np.int32))))
