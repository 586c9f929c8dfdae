"""train.ConfusionMatrixMetric (tests/ut/python/metrics/test_confusion_matrix_metric.py): each metric and alias over
accumulated counts, the per-sample calculation with each decrease, and the argument errors."""
import numpy as np
from mindspore import Tensor
from mindspore.train import ConfusionMatrixMetric, get_metric_fn
from _conf import emit, emit_error

MODES = ("pynative",)

x = Tensor(np.array([[[0], [1]], [[1], [0]]]))
y = Tensor(np.array([[[0], [1]], [[0], [1]]]))
m = ConfusionMatrixMetric(skip_channel=True, metric_name="tpr", calculation_method=False)
m.update(x, y)
emit("doc_example", m.eval())
m.update(x, Tensor(np.array([[[0], [1]], [[1], [0]]])))
emit("two_updates", m.eval())

# segmentation-like one-hot inputs: batch 2, 3 classes, 2x2 pixels
pred = np.zeros((2, 3, 2, 2), np.float32)
label = np.zeros((2, 3, 2, 2), np.float32)
pc = np.array([[[0, 1], [2, 2]], [[1, 1], [0, 2]]])
lc = np.array([[[0, 1], [1, 2]], [[1, 0], [0, 2]]])
for b in range(2):
    for i in range(2):
        for j in range(2):
            pred[b, pc[b, i, j], i, j] = 1
            label[b, lc[b, i, j], i, j] = 1
names = ["sensitivity", "specificity", "precision", "negative predictive value", "miss rate", "fall out",
         "false discovery rate", "false omission rate", "prevalence threshold", "threat score", "accuracy",
         "balanced accuracy", "f1 score", "matthews correlation coefficient", "fowlkes mallows index",
         "informedness", "markedness", "CSI", "Hit_Rate", "deltap"]
for name in names:
    for skip in (True, False):
        m = ConfusionMatrixMetric(skip_channel=skip, metric_name=name, calculation_method=False)
        m.update(pred, label)
        emit(f"acc_{name}_{skip}", m.eval(), rtol=1e-12)
for decrease in ("mean", "sum", "none", "sum_batch", "mean_channel", "sum_channel"):
    for name in ("tpr", "f1", "mcc", "pt"):
        m = ConfusionMatrixMetric(metric_name=name, calculation_method=True, decrease=decrease)
        emit_error(f"sample_{decrease}_{name}", lambda: (m.update(pred, label), m.eval())[1])
m = ConfusionMatrixMetric(metric_name="ppv", calculation_method=True, decrease="mean_batch")
emit_error("mean_batch", m.update, pred, label)
m = ConfusionMatrixMetric(metric_name="tpr", calculation_method=True)
emit_error("per_sample_2d", m.update, np.array([[0, 1], [1, 0]]), np.array([[0, 1], [0, 1]]))
m = ConfusionMatrixMetric(metric_name="tpr", calculation_method=True)
m.update(pred, label)
m.update(pred, pred)
emit("per_sample_two", m.eval(), rtol=1e-12)
emit("factory", type(get_metric_fn("confusion_matrix_metric")).__name__)
emit_error("one_input", ConfusionMatrixMetric().update, x)
emit_error("dims", ConfusionMatrixMetric().update, Tensor(np.array([1, 0])), x)
emit_error("not_binary", ConfusionMatrixMetric().update, x, Tensor(np.array([[[0.5], [1]], [[0], [1]]])))
emit_error("shape", ConfusionMatrixMetric().update, x, Tensor(np.zeros((2, 3, 1))))
emit_error("skip_channel", ConfusionMatrixMetric, skip_channel=1)
emit_error("calc", ConfusionMatrixMetric, calculation_method=1)
emit_error("name_type", ConfusionMatrixMetric, metric_name=1)
emit_error("decrease", ConfusionMatrixMetric, decrease="max")
emit_error("name_unknown", lambda: ConfusionMatrixMetric(metric_name="wwwww").update(x, y))
emit_error("eval_first", ConfusionMatrixMetric(calculation_method=True).eval)
