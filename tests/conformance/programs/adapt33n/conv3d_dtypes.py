"""Conv3D / Conv3DTranspose dtypes (session 33, adapt33n): MindSpore 2.10 takes x float16 / float32 (Conv3D
bfloat16 too) with a weight of the same dtype: a float16 input to an nn.Conv3d (float32 weight), a float64 input,
an int input are TypeErrors, in ``ops.Conv3D``, ``ops.conv3d``, ``ops.Conv3DTranspose``, ``nn.Conv3d`` and
``nn.Conv3dTranspose``.  msgraph had computed them (in the input's dtype)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit, emit_error

CASES = [(np.float16, np.float32), (np.float32, np.float16), (np.float64, np.float32), (np.float64, np.float64),
         (np.float32, np.float64), (np.int32, np.int32), (np.float16, np.float16), (np.float32, np.float32)]
for xd, wd in CASES:
    x = Tensor(np.arange(8).reshape(1, 1, 2, 2, 2).astype(xd))
    w = Tensor((np.arange(8).reshape(1, 1, 2, 2, 2) * 0.5).astype(wd))
    tag = np.dtype(xd).name + "_" + np.dtype(wd).name
    emit_error("Conv3D_" + tag, ops.Conv3D(1, 2), x, w)
    emit_error("conv3d_" + tag, ops.conv3d, x, w)
    emit_error("Conv3DTranspose_" + tag, ops.Conv3DTranspose(1, 1, 2), x, w)

conv = nn.Conv3d(1, 1, 2, weight_init="ones")
convt = nn.Conv3dTranspose(1, 1, 2, weight_init="ones")
for dt in (np.float16, np.float64, np.float32):
    x = Tensor(np.arange(8).reshape(1, 1, 2, 2, 2).astype(dt))
    emit_error("nn_Conv3d_" + np.dtype(dt).name, conv, x)
    emit_error("nn_Conv3dTranspose_" + np.dtype(dt).name, convt, x)
