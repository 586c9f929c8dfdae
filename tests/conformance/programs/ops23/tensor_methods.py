"""Tensor.kthvalue / Tensor.triangular_solve / Tensor.index_copy_ in MindSpore 2.10 (h-ops23, session 23): all
three names exist on Tensor but none runs on CPU: kthvalue's dispatch raises ValueError ("should not come here"),
triangular_solve an AttributeError (no function registered for it), index_copy_ a RuntimeError (no CPU kernel
InplaceIndexCopy)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, ops, nn
from _conf import emit_error, emit

x = Tensor(np.array([[3, 1, 2], [0, 5, 4]], np.float32))
emit("has methods", [hasattr(Tensor, n) for n in ("kthvalue", "triangular_solve", "index_copy_")])
emit_error("kthvalue", lambda: x.kthvalue(2, 1))
emit_error("kthvalue kw", lambda: x.kthvalue(k=1, dim=0, keepdim=True))
a = Tensor(np.array([[2., 0], [1, 3]], np.float32))
b = Tensor(np.array([[2.], [4]], np.float32))
emit_error("triangular_solve", lambda: b.triangular_solve(a))
emit_error("triangular_solve kw", lambda: b.triangular_solve(a, upper=False))
xx = Tensor(np.zeros((3, 2), np.float32))
emit_error("index_copy_", lambda: xx.index_copy_(0, Tensor(np.array([2, 0]), ms.int64),
                                                Tensor(np.ones((2, 2), np.float32))))
emit("index_copy_ receiver", xx)
