import sys, os, tempfile
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); sys.path.insert(0, os.getcwd())
from _drv import *
np.random.seed(1)
import mindspore.nn as nn
import mindspore.dataset as ds
from mindspore import Model, Tensor
from mindspore.train.callback import ModelCheckpoint, CheckpointConfig, LossMonitor, TimeMonitor
from src.pointnet2 import PointNet2, NLLLoss
from src.pointnet2_utils import PointNetSetAbstraction, farthest_point_sample, query_ball_point, square_distance, index_points
from src.lr_scheduler import MultiStepLR

net = PointNet2(5, False)
net.sa1 = PointNetSetAbstraction(npoint=6, radius=0.5, nsample=4, in_channel=3, mlp=[8, 8, 16], group_all=False)
net.sa2 = PointNetSetAbstraction(npoint=3, radius=0.9, nsample=4, in_channel=16 + 3, mlp=[16, 16, 256], group_all=False)
net.drop1 = nn.Identity(); net.drop2 = nn.Identity()
names = set_weights(net, 0.5)
out("names", names)
pts = data(2, 24, 3) * 0.6
xyz = Tensor(pts)
# utils directly (PyNative / functions)
out("sqd", square_distance(xyz, xyz[:, :5]))
out("qbp", query_ball_point(0.5, 4, xyz, xyz[:, :5]))
out("fps", farthest_point_sample(xyz, 5))
out("idx", index_points(xyz, Tensor(np.array([[1, 2], [3, 0]], np.int32))))
net.set_train(False)
out("eval", net(Tensor(pts)))
net.set_train(True)
loss = NLLLoss()
X = data(4, 24, 3, k=2) * 0.6 * (1 + float(os.environ.get("PERT", "0")))
Y = np.array([0, 1, 2, 4], np.int32)
out("loss", loss(net(Tensor(X[:2])), Tensor(Y[:2])))
lr = MultiStepLR(0.001, [1], 0.7, 2, 2).get_lr()
out("lr", lr)
opt = nn.AdamWeightDecay(net.trainable_params(), learning_rate=Tensor(lr), beta1=0.9, beta2=0.999, eps=1e-08, weight_decay=1e-4)
model = Model(net, loss, opt)
d = tempfile.mkdtemp()
ck = ModelCheckpoint(prefix="ckpt_pointnet2", directory=d, config=CheckpointConfig(save_checkpoint_steps=2, keep_checkpoint_max=3))
class L(ms.train.Callback):
    def __init__(self): self.l = []
    def on_train_step_end(self, rc): self.l.append(rc.original_args().net_outputs)
lc = L()
dset = ds.NumpySlicesDataset({"data": X, "label": Y}, shuffle=False).batch(2)
guard("train", model.train, 2, dset, callbacks=[TimeMonitor(), LossMonitor(1), ck, lc], dataset_sink_mode=False)
out("losses", lc.l)
out("ckpts", sorted(f for f in os.listdir(d) if f.endswith(".ckpt")))
weights("weights", net)
