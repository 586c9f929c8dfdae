import sys, os, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); sys.path.insert(0, os.getcwd())
sys.argv = sys.argv[:1]
from _drv import *
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore import Tensor
from mindspore.train.callback import ModelCheckpoint, CheckpointConfig, LossMonitor, TimeMonitor, Callback
from mindspore.train.model import Model
from src.edsr import EDSR
from src.metric import PSNR, SelfEnsembleWrapperNumpy, Quantizer

def lr_steps_edsr(lr, milestones, gamma, epoch_size, steps_per_epoch, last_epoch=None):
    lr_each_step = []
    step_begin_epoch = [0] + milestones[:-1]
    step_end_epoch = milestones[1:] + [epoch_size]
    for begin, end in zip(step_begin_epoch, step_end_epoch):
        lr_each_step += [lr] * (end - begin) * steps_per_epoch
        lr *= gamma
    if last_epoch is not None:
        lr_each_step = lr_each_step[last_epoch * steps_per_epoch:]
    return np.array(lr_each_step).astype(np.float32)

AMP = os.environ.get("AMP", "O3")
net = EDSR(scale=2, n_feats=8, kernel_size=3, n_resblocks=2, n_colors=3, res_scale=0.1, rgb_range=255)
names = set_weights(net, 0.5)
out("names", names)
x = Tensor((data(2, 3, 6, 6) + 1.5) * 80)
net.set_train(False)
out("eval", net(x))
q = Quantizer(0.0, 255.0)
out("quant", q(net(x)))
lr = lr_steps_edsr(1e-3, [1, 2], 0.5, 2, 2)
out("lr", lr)
opt = nn.Adam(params=filter(lambda p: p.requires_grad, net.get_parameters()), learning_rate=Tensor(lr), weight_decay=0.0, loss_scale=1.0 if AMP == "O0" else 1000.0)
loss = nn.L1Loss(reduction='mean')
model = Model(net, loss_fn=loss, optimizer=opt, amp_level=AMP)
X = (data(4, 3, 6, 6, k=1) + 1.5) * 80; Y = (data(4, 3, 12, 12, k=2) + 1.5) * 80
dset = ds.NumpySlicesDataset((X, Y), column_names=["lr", "hr"], shuffle=False).batch(2)
d = tempfile.mkdtemp()
ck = ModelCheckpoint(prefix="EDSR_x2_DIV2K", directory=d, config=CheckpointConfig(save_checkpoint_steps=2, keep_checkpoint_max=3))
class Lc(Callback):
    def __init__(self): self.l = []
    def on_train_step_end(self, rc): self.l.append(rc.original_args().net_outputs)
lc = Lc()
guard("train", model.train, 2, dset, callbacks=[TimeMonitor(), ck, LossMonitor(), lc], dataset_sink_mode=False)
out("losses", lc.l)
out("ckpts", sorted(f for f in os.listdir(d) if f.endswith(".ckpt")))
weights("weights", net)
m = PSNR(rgb_range=255, shave=True)
net.set_train(False)
for lrx, hr in ds.NumpySlicesDataset((X, Y), column_names=["lr", "hr"], shuffle=False).batch(2):
    sr = net(lrx)
    m.update(sr, hr)
out("psnr", m.eval(sync=False))
se = SelfEnsembleWrapperNumpy(net)
r = guard("se", se, X[:2])
if r is not None: out("se", r)
