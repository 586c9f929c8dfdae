"""train.HausdorffDistance, MeanSurfaceDistance and RootMeanSquareDistance (tests/ut/python/metrics): values of
each distance metric and option, and the argument errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor
from mindspore.train import HausdorffDistance, MeanSurfaceDistance, RootMeanSquareDistance, get_metric_fn
from _conf import emit, emit_error

MODES = ("pynative",)

x = Tensor(np.array([[3, 0, 1], [1, 3, 0], [1, 0, 2]], np.float32))
y = Tensor(np.array([[0, 2, 1], [1, 2, 1], [0, 0, 1]], np.float32))
big_p = np.zeros((6, 7), np.float32)
big_p[1:4, 2:6] = 1
big_y = np.zeros((6, 7), np.float32)
big_y[2:5, 1:4] = 1
for metric in ("euclidean", "chessboard", "taxicab"):
    for cls in (MeanSurfaceDistance, RootMeanSquareDistance):
        for sym in (False, True):
            m = cls(symmetric=sym, distance_metric=metric)
            m.update(big_p, big_y, 1)
            emit(f"{cls.__name__}_{metric}_{sym}", float(m.eval()), rtol=1e-12)
    h = HausdorffDistance(distance_metric=metric)
    h.update(big_p, big_y, 1)
    emit(f"hausdorff_{metric}", float(h.eval()), rtol=1e-12)
h = HausdorffDistance(percentile=50.0, directed=True)
h.update(x, y, 0)
emit("hausdorff_percentile_directed", float(h.eval()), rtol=1e-12)
m = MeanSurfaceDistance()
m.update(x, y, 0)
emit("msd_ut", float(m.eval()), rtol=1e-12)
emit("factory", type(get_metric_fn("root_mean_square_distance")).__name__)
emit_error("bad_metric", lambda: MeanSurfaceDistance(distance_metric="cos"))
emit_error("bad_symmetric", lambda: RootMeanSquareDistance(symmetric=1))
emit_error("rms_label_type", lambda: RootMeanSquareDistance().update(x, y, "a"))
emit_error("msd_label_missing", lambda: MeanSurfaceDistance().update(x, y, 7))
emit_error("hd_eval_first", lambda: HausdorffDistance().eval())
emit_error("hd_shape", lambda: HausdorffDistance().update(x, Tensor(np.zeros((2, 2), np.float32)), 0))
