import numpy as np
import mindspore as ms
from mindspore import ops, Tensor
from _conf import emit

x = Tensor(np.sin(np.arange(4 * 2 * 4, dtype=np.float32)).reshape(4, 2, 4))
li = Tensor(np.array([[0, 0], [0, 1], [1, 0], [1, 1]], np.int64))
lv = Tensor(np.array([1, 2, 1, 1], np.int32))
sl = Tensor(np.array([4, 3], np.int32))


@ms.jit
def ctc(a):
    return ops.CTCLoss()(a, li, lv, sl), ops.CTCLoss(ctc_merge_repeated=False)(a, li, lv, sl)[0], \
        ops.CTCLoss(preprocess_collapse_repeated=True)(a, li, lv, sl)[0]


emit("ctc", ctc(x), rtol=1e-5, atol=1e-6)
def loss(a):
    return (ops.CTCLoss()(a, li, lv, sl)[0] * Tensor(np.array([1.0, 2.0], np.float32))).sum()


emit("grad", ops.GradOperation()(loss)(x), rtol=1e-5, atol=1e-6)
emit("grad_jit", ms.jit(ops.GradOperation()(loss))(x), rtol=1e-5, atol=1e-6)
