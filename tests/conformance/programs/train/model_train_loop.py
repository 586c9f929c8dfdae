"""Model.train: the train network MindSpore builds, LossMonitor's exact lines, the callback order
and cb_params, eval's metrics dict and predict, with values exact in float32 (dyadic data)."""
import numpy as np

import mindspore as ms
import mindspore.nn as nn
from mindspore.train import Callback, LossMonitor, Model
from _conf import emit, emit_stdout
from _data import batches

x = (np.arange(16, dtype=np.float32).reshape(8, 2) - 8) / 8
y = (x @ np.array([[1.0], [-0.5]], np.float32) + 0.25).astype(np.float32)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc = nn.Dense(2, 1, weight_init=ms.Tensor(np.array([[0.5, 0.25]], np.float32)), bias_init="zeros")

    def construct(self, x):
        return self.fc(x)


class Record(Callback):
    def __init__(self):
        super().__init__()
        self.events = []

    def on_train_begin(self, rc):
        cb = rc.original_args()
        self.events.append(("train_begin", cb.epoch_num, cb.batch_num, cb.mode, cb.parallel_mode, cb.device_number,
                            cb.dataset_sink_mode))

    def on_train_epoch_begin(self, rc):
        self.events.append(("epoch_begin", rc.original_args().cur_epoch_num))

    def on_train_step_begin(self, rc):
        self.events.append(("step_begin", rc.original_args().cur_step_num))

    def on_train_step_end(self, rc):
        cb = rc.original_args()
        self.events.append(("step_end", cb.cur_epoch_num, cb.cur_step_num, len(cb.train_dataset_element),
                            type(cb.train_network).__name__))

    def on_train_epoch_end(self, rc):
        self.events.append(("epoch_end", rc.original_args().cur_epoch_num))

    def on_train_end(self, rc):
        self.events.append(("train_end", rc.original_args().cur_step_num))


net = Net()
opt = nn.SGD(net.trainable_params(), learning_rate=0.125)
model = Model(net, nn.MSELoss(), opt, metrics={"mae", "loss"})
emit("train_network", type(model.train_network).__name__)
emit("eval_network", type(model.eval_network).__name__)
emit("predict_network", type(model.predict_network).__name__)
rec = Record()
# LossMonitor's text is compared exactly: a learning rate of 0 keeps every loss exact in float32
frozen_net = Net()
frozen = Model(frozen_net, nn.MSELoss(), nn.SGD(frozen_net.trainable_params(), learning_rate=0.0))
emit_stdout("loss_monitor", frozen.train, 2, batches(x, y, 2), callbacks=[LossMonitor(3)])
model.train(2, batches(x, y, 2), callbacks=[rec])
emit("events", rec.events)
emit("weight", net.fc.weight)
emit("bias", net.fc.bias)
res = model.eval(batches(x, y, 4))
emit("eval_keys", sorted(res))
emit("eval_mae", res["mae"], rtol=1e-6)
emit("eval_loss", res["loss"], rtol=1e-6)
emit("predict", model.predict(ms.Tensor(x[:3])))


class LossAndCount(nn.Cell):
    """A network that trains itself and returns a tuple, like TrainOneStepWithLossScaleCell."""

    def __init__(self, net):
        super().__init__()
        self.step = nn.TrainOneStepCell(nn.WithLossCell(net, nn.MSELoss()), nn.SGD(net.trainable_params(), 0.0))

    def construct(self, x, y):
        loss = self.step(x, y)
        return loss, x.sum()


tuple_model = Model(LossAndCount(Net()))
emit_stdout("loss_monitor_tuple_output", tuple_model.train, 1, batches(x, y, 4), callbacks=[LossMonitor()])
