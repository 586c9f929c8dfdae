"""`mindspore.train.metrics.metric` is MindSpore 2.10's module of the metric base classes (Metric,
EvaluationBase, rearrange_inputs); msgraph had `mindspore.train.metrics` as a plain module, so `from
mindspore.train.metrics.metric import Metric, rearrange_inputs` was a ModuleNotFoundError (session 51, zoo51: the
zoo's research/cv/TCN src/metric.py, written for `mindspore.nn.metrics.metric`, which MindSpore 2.10 lacks).  A
custom metric in the TCN's style (rearrange_inputs, nn.MSELoss of the converted inputs) updated and evaluated."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.train.metrics.metric import Metric, EvaluationBase, rearrange_inputs
import mindspore.train.metrics as metrics
from _conf import emit


class MyLoss(Metric):
    def __init__(self):
        super().__init__()
        self.myloss = nn.MSELoss()
        self.clear()

    def clear(self):
        self._sum = 0
        self._n = 0

    @rearrange_inputs
    def update(self, *inputs):
        y_pred = self._convert_data(inputs[0])
        y = self._convert_data(inputs[1])
        self._sum += self.myloss(Tensor(y_pred), Tensor(y)).sum()
        self._n += 1

    def eval(self):
        return self._sum / self._n


m = MyLoss()
a = Tensor(np.arange(6, dtype=np.float32).reshape(3, 2))
b = Tensor(np.ones((3, 2), np.float32))
m.update(a, b)
m.update(b, a * 0.5)
emit("eval", m.eval())
m.set_indexes([1, 0])
m.clear()
m.update(a, b * 3)
emit("eval_reordered", m.eval())
emit("same_classes", [Metric is metrics.Metric, issubclass(metrics.Accuracy, EvaluationBase)])
