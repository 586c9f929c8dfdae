"""TopK / TopkExt order: MindSpore 2.10's CPU kernel ranks indices with std::nth_element, so an unsorted
(sorted=False) result and the order of ties follow introselect, not value order; sorted=True stable-sorts
the selected k (tests/st/tensor/overload/test_topk.py test_tensor_topk_dynamic, largest=False sorted=False)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, ops
from _conf import emit

x = Tensor(np.array([[3., 1., 4., 1.5, 5., 9., 2., 6.], [8., 7., 6., 5., 4., 3., 2., 1.],
                     [1., 2., 3., 4., 5., 6., 7., 8.]], np.float32))
ties = Tensor((np.arange(120) * 7 % 5).reshape(3, 40).astype(np.float32))
wide = Tensor(np.sin(np.arange(200) * 1.3).reshape(2, 100).astype(np.float32))


@jit
def f(a):
    return a.topk(3, -1, False, False), ops.topk(a, 2, sorted=False)


for k in (2, 3, 4):
    for largest in (True, False):
        emit(f"unsorted_k{k}_{largest}", x.topk(k, -1, largest, False))
emit("ops_topk_unsorted", ops.topk(x, 3, sorted=False))
emit("prim_topk_unsorted", ops.TopK(sorted=False)(x, 3))
emit("jit", f(x))
for k in (1, 3, 20, 21, 39):
    for largest in (True, False):
        for srt in (True, False):
            emit(f"ties_k{k}_{largest}_{srt}", ties.topk(k, -1, largest, srt)[1])
for k in (3, 50, 51):
    emit(f"wide_k{k}", wide.topk(k, -1, False, False)[1])
emit("dim0", x.topk(2, 0, False, False))
