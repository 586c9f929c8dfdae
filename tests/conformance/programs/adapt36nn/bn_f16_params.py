"""nn.BatchNorm1d/2d/3d with float16 parameters (dtype=ms.float16) on float16 input (session 36, adapt36nn).
MindSpore 2.10's CPU kernels normalize in float32 (the output equals the float32-parameter layer's) and compute the
gradients in float32.  PyNative hands BatchNormGrad the batch statistics rounded to float16, so a sum(y) loss gives
small nonzero dx / dgamma (3.2961e-05, -1.6475e-04); Graph mode hands them on unrounded (zeros).  msgraph had
computed everything in float16 (y 1.832 for 1.831, dgamma -6.59e-04, dx 0) in both modes.  The moving statistics
are not emitted: MindSpore leaves them unchanged with float16 parameters (docs/differences.md)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


def x_(shape):
    return Tensor((np.cos(np.arange(int(np.prod(shape))) * 0.3) * 2).reshape(shape).astype(np.float16))


def setp(bn):
    for n, p in bn.parameters_and_names():
        c = p.shape[0]
        if "gamma" in n or "variance" in n:
            p.set_data(Tensor(1.0 + (np.arange(c) % 3) * 0.5, ms.float16))
        else:
            p.set_data(Tensor(np.sin(np.arange(c) * 0.7 + ("mean" in n) * 2) * 0.3, ms.float16))
    return bn


cases = (("bn1d", lambda: nn.BatchNorm1d(3, momentum=0.7, dtype=ms.float16), (4, 3), True),
         ("bn2d", lambda: nn.BatchNorm2d(2, eps=0.01, dtype=ms.float16), (2, 2, 2, 3), True),
         ("bn2d_eval", lambda: nn.BatchNorm2d(2, dtype=ms.float16), (2, 2, 2, 3), False),
         ("bn2d_ubs", lambda: nn.BatchNorm2d(2, use_batch_statistics=True, dtype=ms.float16), (2, 2, 2, 3), False),
         ("bn3d", lambda: nn.BatchNorm3d(2, dtype=ms.float16), (2, 2, 1, 2, 2), True))
for name, mk, shape, train in cases:
    bn = setp(mk())
    bn.set_train(train)
    x = x_(shape)
    emit(name + "_y", bn(x))
    dx, (dg, db) = ops.GradOperation(get_all=True, get_by_list=True)(bn, bn.trainable_params())(x)
    emit(name + "_dx", dx[0] if isinstance(dx, tuple) else dx)
    emit(name + "_dgamma", dg)
    emit(name + "_dbeta", db)
