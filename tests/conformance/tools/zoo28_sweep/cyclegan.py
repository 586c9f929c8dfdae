import sys, os, random
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__))); sys.path.insert(0, os.getcwd())
PAD = os.environ.get("PAD", "REFLECT")
sys.argv = [sys.argv[0], "--platform", "CPU", "--model", os.environ.get("GM", "ResNet"), "--ngf", "4", "--gl_num", os.environ.get("GL", "1"), "--ndf", "4",
            "--dl_num", "2", "--image_size", "16", "--batch_size", "1", "--pool_size", "2", "--max_epoch", "2",
            "--n_epochs", "1", "--pad_mode", PAD]
from _drv import *
random.seed(3)
import mindspore.nn as nn
from src.utils.args import get_args
from src.utils.tools import get_lr, ImagePool
from src.models.losses import DiscriminatorLoss, GeneratorLoss
from src.models.cycle_gan import get_generator, get_discriminator, Generator, TrainOneStepG, TrainOneStepD
args = get_args("train")
args.dataset_size = 2
G_A = get_generator(args); G_B = get_generator(args)
D_A = get_discriminator(args); D_B = get_discriminator(args)
for n in (G_A, G_B, D_A, D_B):
    set_weights(n, 0.5)
out("names", [[p.name for p in n.get_parameters()] for n in (G_A, D_A)])
pool_A = ImagePool(args.pool_size); pool_B = ImagePool(args.pool_size)
generator = Generator(G_A, G_B, args.lambda_idt > 0)
loss_D = DiscriminatorLoss(args, D_A, D_B)
loss_G = GeneratorLoss(args, generator, D_A, D_B)
lr = get_lr(args)
out("lr", lr)
optimizer_G = nn.Adam(generator.trainable_params(), lr, beta1=args.beta1)
optimizer_D = nn.Adam(loss_D.trainable_params(), lr, beta1=args.beta1)
out("optnames", [p.name for p in optimizer_D.parameters])
net_G = TrainOneStepG(loss_G, generator, optimizer_G)
net_D = TrainOneStepD(loss_D, optimizer_D)
for i in range(4):
    img_A = ms.Tensor(data(1, 3, 16, 16, k=i)); img_B = ms.Tensor(data(1, 3, 16, 16, k=10 + i))
    res_G = net_G(img_A, img_B)
    out(f"G{i}", res_G)
    res_D = net_D(img_A, img_B, pool_A.query(res_G[0]), pool_B.query(res_G[1]))
    out(f"D{i}", res_D)
weights("GA", G_A); weights("DB", D_B)
