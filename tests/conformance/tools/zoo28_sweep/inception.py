import sys, os, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); sys.path.insert(0, os.getcwd())
from _drv import *
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore import Tensor
from mindspore.ops import operations as P
from mindspore.nn.optim.rmsprop import RMSProp
from mindspore.train.callback import ModelCheckpoint, CheckpointConfig, LossMonitor, TimeMonitor
from mindspore.train.model import Model
from mindspore.train.loss_scale_manager import FixedLossScaleManager
from src.inception_v3 import BasicConv2d, Inception_A, Inception_B, Inception_C, Inception_D, Inception_E
from src.loss import CrossEntropy
from src.lr_generator import get_lr
AMP = os.environ.get("AMP", "O0")
class Mini(nn.Cell):
    def __init__(self, num_classes=5):
        super().__init__()
        self.c1 = BasicConv2d(3, 16, kernel_size=3, stride=2, pad_mode='valid')
        self.a = Inception_A(16, pool_features=8)
        self.b = Inception_B(232)
        self.c = Inception_C(712, channels_7x7=8)
        self.d = Inception_D(768)
        self.e = Inception_E(1280)
        self.pool = P.ReduceMean(keep_dims=False)
        self.fc = nn.Dense(2048, num_classes)
        self.aux = nn.Dense(768, num_classes)
        self.dropout = nn.Dropout(p=0.0)
    def construct(self, x):
        x = self.c(self.b(self.a(self.c1(x))))
        aux = self.aux(self.pool(x, (2, 3)))
        x = self.e(self.d(x))
        logits = self.fc(self.dropout(self.pool(x, (2, 3))))
        if self.training:
            return logits, aux
        return logits
net = Mini()
names = set_weights(net, 0.5)
out("names", names)
x = Tensor(data(2, 3, 27, 27))
net.set_train(False)
out("eval", net(x))
net.set_train(True)
out("train", net(x))
loss = CrossEntropy(smooth_factor=0.1, num_classes=5, factor=0.2)
lab = Tensor(np.array([1, 4], np.int32))
out("loss", loss(net(x), lab))
lr = get_lr(lr_init=0.00004, lr_end=0.000004, lr_max=0.1, warmup_epochs=1, total_epochs=2, steps_per_epoch=2, lr_decay_mode='cosine')
out("lr", lr)
decayed_params = []
no_decayed_params = []
for param in net.trainable_params():
    if 'beta' not in param.name and 'gamma' not in param.name and 'bias' not in param.name:
        decayed_params.append(param)
    else:
        no_decayed_params.append(param)
group_params = [{'params': decayed_params, 'weight_decay': 4e-5}, {'params': no_decayed_params}, {'order_params': net.trainable_params()}]
optimizer = RMSProp(group_params, Tensor(lr), decay=0.9, weight_decay=4e-5, momentum=0.9, epsilon=1.0, loss_scale=1024)
lsm = FixedLossScaleManager(1024, drop_overflow_update=False)
model = Model(net, loss_fn=loss, optimizer=optimizer, metrics={'acc'}, amp_level=AMP, loss_scale_manager=lsm)
X = data(4, 3, 27, 27, k=1) * (1 + float(os.environ.get("PERT", "0"))); Y = np.array([0, 2, 3, 1], np.int32)
dset = ds.NumpySlicesDataset({"image": X, "label": Y}, shuffle=False).batch(2)
d = tempfile.mkdtemp()
ck = ModelCheckpoint(prefix="inceptionv3-rank0", directory=d, config=CheckpointConfig(save_checkpoint_steps=2, keep_checkpoint_max=5))
class Lc(ms.train.Callback):
    def __init__(self): self.l = []
    def on_train_step_end(self, rc): self.l.append(rc.original_args().net_outputs)
lc = Lc()
guard("train", model.train, 2, dset, callbacks=[LossMonitor(per_print_times=2), TimeMonitor(2), ck, lc], dataset_sink_mode=False)
out("losses", lc.l)
out("ckpts", sorted(f for f in os.listdir(d) if f.endswith(".ckpt")))
weights("weights", net)
