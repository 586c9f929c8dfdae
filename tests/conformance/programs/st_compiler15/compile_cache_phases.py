"""tests/st/compiler/compile_cache/test_compile_cache.py::test_compile_cache_with_inplace_tensor adapted:
``mindspore.common.api.ms_compile_cache``, the set of phases compiled in the process -- one more per new function
or input signature, none for a call that reuses a compiled graph. msgraph had no such name (ImportError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, mutable, nn, ops
from mindspore.common.api import ms_compile_cache
from mindspore.common import dtype as mstype
from _conf import emit


class TestNet(nn.Cell):
    def __init__(self):
        super().__init__()
        self.assignadd = ops.AssignAdd()

    @jit(backend="ms_backend")
    def construct(self, kv_caches):
        k, v = kv_caches
        self.assignadd(k, ops.ones_like(k))
        self.assignadd(v, ops.ones_like(v))


@jit
def add(x, y):
    return x + y


start = len(ms_compile_cache)
model = TestNet()
model.set_inputs(mutable((Tensor(shape=(None, 1), dtype=mstype.int32), Tensor(shape=(None, 1), dtype=mstype.int32))))
kv = mutable((ops.ones((1, 1), dtype=mstype.int32), ops.ones((1, 1), dtype=mstype.int32)))
model(kv)
emit("after_first_call", (len(ms_compile_cache) - start, kv[0], kv[1]))
model(kv)
emit("after_second_call", (len(ms_compile_cache) - start, kv[0], kv[1]))
x = Tensor(np.ones((2, 3), np.float32))
emit("add", add(x, x))
emit("after_add", len(ms_compile_cache) - start)
add(x, x)
emit("after_add_again", len(ms_compile_cache) - start)
add(Tensor(np.ones((4,), np.float32)), Tensor(np.ones((4,), np.float32)))
emit("after_add_new_shape", len(ms_compile_cache) - start)
