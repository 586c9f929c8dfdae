import sys, os, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); sys.path.insert(0, os.getcwd())
from _drv import *
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore import Tensor, ParameterTuple
from mindspore.nn import TrainOneStepCell
from mindspore.nn.optim import Adam
from mindspore.train import Model
from mindspore.train.callback import ModelCheckpoint, CheckpointConfig, LossMonitor, TimeMonitor
np.random.seed(0)
from src.deepspeech2 import DeepSpeechModel, NetWithLossClass, PredictWithSoftmax
from src.lr_generator import get_lr

class AC: sample_rate = 400; window_size = 0.02; window_stride = 0.01; window = "hamming"
labels = ["'", "A", "B", "C", " ", "_"]
net = DeepSpeechModel(batch_size=2, rnn_hidden_size=8, nb_layers=2, labels=labels, rnn_type="LSTM", audio_conf=AC, bidirectional=True, device_target="CPU")
names = set_weights(net, 0.5)
out("names", names)
out("pre_stride", [net.pre, net.stride])
T = 12
x = Tensor(data(2, 1, 5, T))
ln = Tensor(np.array([12, 10], np.float32))
net.set_train(False)
out("eval", net(x, ln))
pw = PredictWithSoftmax(net)
out("pred", pw(x, ln))
net.set_train(True)
out("train", net(x, ln))
L = 3
ti = np.array([[k, m] for k in range(2) for m in range(L)], np.int64)
lv = np.array([1, 2, 3, 2, 2, 1], np.int32)
lossnet = NetWithLossClass(net)
out("loss", lossnet(x, ln, Tensor(ti), Tensor(lv)))
lr = get_lr(lr_init=3e-3, total_epochs=2, steps_per_epoch=2)
out("lr", lr)
weights_ = ParameterTuple(net.trainable_params())
optimizer = Adam(weights_, learning_rate=3e-3, eps=1e-5, loss_scale=1024)
train_net = TrainOneStepCell(lossnet, optimizer)
train_net.set_train(True)
model = Model(train_net)
X = data(4, 1, 5, T, k=3); LN = np.array([12, 11, 12, 9], np.float32)
TI = np.stack([ti, ti]); LV = np.stack([lv, lv[::-1].copy()])
class Gen:
    def __getitem__(self, i): return X[2*i:2*i+2], LN[2*i:2*i+2], TI[i], LV[i]
    def __len__(self): return 2
dset = ds.GeneratorDataset(Gen(), ["inputs", "input_length", "target_indices", "label_values"], shuffle=False)
d = tempfile.mkdtemp()
ck = ModelCheckpoint(prefix="DeepSpeech", directory=d, config=CheckpointConfig(save_checkpoint_steps=1, keep_checkpoint_max=10))
class Lc(ms.train.Callback):
    def __init__(self): self.l = []
    def on_train_step_end(self, rc): self.l.append(rc.original_args().net_outputs)
lc = Lc()
guard("train", model.train, 2, dset, callbacks=[TimeMonitor(2), LossMonitor(), ck, lc], dataset_sink_mode=False)
out("losses", lc.l)
out("ckpts", sorted(f for f in os.listdir(d) if f.endswith(".ckpt")))
weights("weights", net)
