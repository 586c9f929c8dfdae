"""Model.train / Model.eval call the dataset's reset() after each training epoch and after an evaluation, as
MindSpore 2.10 does (tests/ut/python/train/test_amp.py test_compile_model_train_O0 with tests/dataset_mock.MindData:
a user iterator that rewinds in reset()). msgraph never called it: the second epoch ran no step and eval saw an
exhausted iterator (RuntimeError 'number of samples is 0' where MindSpore's Accuracy raises ValueError)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from mindspore.train import Model, Callback
from _conf import emit, emit_error


class Rewinding:
    """A MindData-like dataset: iterates itself, rewinds in reset()."""

    def __init__(self, size):
        self._size, self._iter_num, self.resets = size, 0, 0

    def get_dataset_size(self):
        return self._size

    def get_repeat_count(self):
        return 1

    def get_batch_size(self):
        return 4

    def create_tuple_iterator(self, num_epochs=-1, do_copy=True):
        return self

    def get_init_step(self):
        return 0

    def __iter__(self):
        return self

    def __next__(self):
        if self._iter_num >= self._size:
            raise StopIteration
        self._iter_num += 1
        x = np.full((4, 3), 0.1 * self._iter_num, np.float32)
        return Tensor(x), Tensor(x[:, :2] * 2)

    def reset(self):
        self._iter_num = 0
        self.resets += 1


class Steps(Callback):
    def __init__(self):
        super().__init__()
        self.per_epoch = []

    def on_train_epoch_begin(self, run_context):
        self.per_epoch.append(0)

    def on_train_step_end(self, run_context):
        self.per_epoch[-1] += 1


net = nn.Dense(3, 2, weight_init="ones", bias_init="zeros")
model = Model(net, loss_fn=nn.MSELoss(), optimizer=nn.SGD(net.trainable_params(), 0.01), metrics={"mae"})
data = Rewinding(3)
steps = Steps()
model.train(2, data, callbacks=[steps], dataset_sink_mode=False)
emit("steps_per_epoch", steps.per_epoch)
emit("resets_after_train", data.resets)
emit("weight", net.weight)
res = model.eval(data, dataset_sink_mode=False)
emit("eval_mae", round(float(res["mae"]), 5))
emit("resets_after_eval", data.resets)

acc_model = Model(net, loss_fn=nn.MSELoss(), metrics={"acc"})
emit_error("eval_accuracy_shape", lambda: acc_model.eval(data, dataset_sink_mode=False))
emit("resets_at_end", data.resets)
