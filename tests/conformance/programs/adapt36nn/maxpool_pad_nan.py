"""Max pooling at NaN / inf (session 36, adapt36nn).  nn.MaxPool2d with pad_mode='pad' (padding, ceil_mode,
return_indices) is MindSpore 2.10's MaxPool3DWithArgmax over a depth of 1: it scans a window's positions inside the
input from -inf and takes ``isnan(v) or v > max``, so the LAST NaN of a window wins (value, index and gradient) and
a window of -inf gives its first inside position; msgraph had taken the first NaN, or skipped NaN (return_indices),
and indexed into the padding for an all -inf window.  AdaptiveMaxPool2D starts at the window's first element and takes
``v > max``: a NaN only as the first element (msgraph: the first NaN; nn.AdaptiveMaxPool2d routed its gradient
there).  Silent: outputs nan / inf and gradients moved."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit

base = np.array([1.0, -2.0, np.nan, 3.0, -np.inf, 0.5, -0.0, 2.0, np.inf, -1.0, 4.0, -3.0, 0.25, 65000.0, -7.0,
                 1.5, 2.5, -0.5, 6.0, -4.0, 0.0, 3.5, -6.0, 5.0, 1.0], np.float32).reshape(1, 1, 5, 5)
x2 = np.array([[[[1.0, np.nan, 5.0, 2.0], [np.nan, 0.0, 1.0, np.nan], [3.0, 4.0, np.nan, np.nan],
                 [-np.inf, -np.inf, 3, 4]]]], np.float32)
grad = ops.GradOperation()
for xname, xv in (("base", base), ("x2", x2)):
    for dt in (np.float32, np.float16):
        x = Tensor(xv.astype(dt))
        tag = f"{xname}_{np.dtype(dt).name}"
        for name, mk in (("p3", lambda: nn.MaxPool2d(3, 2, pad_mode="pad", padding=1)),
                         ("p0", lambda: nn.MaxPool2d(2, 2, pad_mode="pad")),
                         ("ceil", lambda: nn.MaxPool2d(2, 2, pad_mode="pad", ceil_mode=True)),
                         ("adaptive", lambda: nn.AdaptiveMaxPool2d(2))):
            emit(f"{name}_{tag}", mk()(x))
            emit(f"{name}_{tag}_grad", grad(mk())(x))
        emit(f"p0_idx_{tag}", nn.MaxPool2d(2, 2, pad_mode="pad", return_indices=True)(x)[1])
        emit(f"adaptive_idx_{tag}", nn.AdaptiveMaxPool2d(2, return_indices=True)(x)[1])
        emit(f"p3_unbatched_{tag}", nn.MaxPool2d(3, 2, pad_mode="pad", padding=1, return_indices=True)(x[0]))
rows = np.array([[1.0, np.nan, np.nan, 0.0], [np.nan, 2.0, 3.0, 1.0], [-np.inf, -np.inf, -np.inf, -np.inf],
                 [np.nan, -np.inf, 5.0, np.nan], [-np.inf, np.nan, -np.inf, 1.0]], np.float32)
op = ops.MaxPool3DWithArgmax(ksize=(1, 1, 3), strides=(1, 1, 1), pads=(0, 0, 1))
emit("prim3d", op(Tensor(rows.reshape(1, 1, 1, 5, 4))))
