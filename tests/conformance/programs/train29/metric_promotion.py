"""Metric results as MindSpore 2.10 (written for numpy 1.x) computes them from float32 model outputs: numpy 1 turned
`0 + float32_scalar`, `float32_scalar + python_float` and `int * float32_scalar` into float64, so Perplexity
accumulates each batch's float32 sum in float64, Dice adds its smooth term in float64, multilabel Precision/Recall
averages are float64 and auc of float32 arrays is a float64 (numpy 2 keeps float32 in each).  Compared exactly
(repr) with their types, standalone and through Model.eval."""
import numpy as np

import mindspore as ms
from mindspore.train import Dice, Perplexity, Precision, Recall, auc
from _conf import emit
from _train29_util import cls_data, cls_model

vals = ((np.arange(60, dtype=np.float32) * 0.37) % 1.0).astype(np.float32)
pred = ms.Tensor(vals[:12].reshape(4, 3))
lab = ms.Tensor(np.array([0, 2, 1, 2], np.int32))
y1 = ms.Tensor(np.array([[0, 1, 1], [1, 0, 1], [1, 1, 0], [0, 0, 1]], np.float32))
p1 = ms.Tensor(np.array([[0, 1, 0], [1, 1, 1], [1, 0, 0], [0, 1, 1]], np.float32))


def show(v):
    return repr(float(v)), type(v).__name__, str(getattr(v, "dtype", ""))


def run(m, *args, **kw):
    m.clear()
    m.update(*args)
    m.update(*args)
    return show(m.eval(**kw))


emit("perplexity", run(Perplexity(), pred, lab))
emit("perplexity_ignore", run(Perplexity(ignore_label=2), pred, lab))
emit("dice", run(Dice(smooth=1e-3), pred, ms.Tensor(np.full((4, 3), 0.3, np.float32))))
emit("recall_multilabel_avg", run(Recall("multilabel"), p1, y1, average=True))
emit("precision_multilabel_avg", run(Precision("multilabel"), p1, y1, average=True))
emit("auc_float32", show(auc(vals[:4].cumsum().astype(np.float32), vals[4:8].cumsum().astype(np.float32))))
emit("auc_decreasing_float32", show(auc(np.array([1.0, 0.7, 0.3, 0.0], np.float32),
                                        np.array([1.0, 0.8, 0.5, 0.0], np.float32))))

net, model = cls_model(metrics={"ppl": Perplexity()})
model.train(1, cls_data())
emit("model_eval_perplexity", {k: show(v) for k, v in model.eval(cls_data(5)).items()})
