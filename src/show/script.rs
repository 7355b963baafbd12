//! The page's style and script, written into it whole (no file beside it, no network). The
//! script reads the page's data (`<script id="show-data">`), draws each panel's board and
//! replays its answer: one step for all panels (play, pause, step, the slider; `#step=K` in the
//! address moves the slider to step K), each tile's cell kept in its `data-cell` so that the drawn board
//! can be read back from the page.

pub const STYLE: &str = r#"
*{box-sizing:border-box}
body{font:14px/1.4 system-ui,sans-serif;margin:0;color:#222;background:#f6f6f4}
header,main,footer{max-width:1440px;margin:0 auto;padding:12px 20px}
h1{font-size:20px;margin:4px 0}h2{font-size:16px;margin:18px 0 6px}h3{font-size:15px;margin:0}
.sub{color:#555;font-size:12px}
.controls{position:sticky;top:0;z-index:2;background:#fff;border-bottom:1px solid #ccc;padding:8px 20px;display:flex;gap:8px;align-items:center;flex-wrap:wrap}
.controls button{font-size:15px;min-width:34px;padding:3px 8px}
.controls input[type=range]{flex:1;min-width:200px}
.panels{display:grid;grid-template-columns:repeat(auto-fill,minmax(420px,1fr));gap:12px}
.panel{background:#fff;border:1px solid #ccc;border-radius:6px;padding:10px}
.panel.stopped{border-color:#d62728}.panel.skipped{opacity:.75}
.row{display:flex;gap:10px;align-items:flex-start;margin-top:8px}
.board{position:relative;flex:none;background:#333;border-radius:4px}
.tile{position:absolute;display:flex;align-items:center;justify-content:center;background:#f3d9a4;border:1px solid #9b7b3c;border-radius:3px;font-weight:600;transition:transform .12s linear}
.tile.home{background:#bfe3b4;border-color:#4a8a3a}.tile.moved{outline:2px solid #1f77b4}
.numbers{font-size:12px;border-collapse:collapse}.numbers td{padding:1px 6px 1px 0;vertical-align:top}
.numbers td:first-child{color:#666}
.step{font-size:12px;color:#444;margin-top:4px}.done{color:#2ca02c;font-weight:600}
.why{color:#a01818;font-size:12px;margin-top:6px}
.chart .grid{stroke:#e4e4e4}.chart .tick{font-size:9px;fill:#555}.chart .axis{font-size:10px;fill:#333}
.chart .name{font-size:11px}.chart .cursor{stroke:#d62728;stroke-width:1.5}
.chart{background:#fff;max-width:100%;height:auto}
.wide{background:#fff;border:1px solid #ccc;border-radius:6px;padding:10px}
code{font-size:12px}
"#;

pub const SCRIPT: &str = r#"
(function(){
'use strict';
var data=JSON.parse(document.getElementById('show-data').textContent);
var W=data.width,H=data.height,D=[-W,W,-1,1];
var panels=[],longest=0,step=0,timer=null;
function moves(p){return p.moves===null?[]:p.moves.split('').map(Number);}
function build(p,i){
  var box=document.querySelector('.board[data-panel="'+i+'"]');
  if(!box)return;
  var size=Math.max(12,Math.min(44,Math.floor(240/Math.max(W,H))));
  box.style.width=(size*W)+'px';box.style.height=(size*H)+'px';
  var tiles={};
  data.start.forEach(function(t){
    if(t===0)return;
    var el=document.createElement('div');
    el.className='tile';el.dataset.tile=t;el.textContent=t;
    el.style.width=size+'px';el.style.height=size+'px';
    el.style.fontSize=Math.max(8,Math.floor(size*0.42))+'px';
    box.appendChild(el);tiles[t]=el;
  });
  var m=moves(p);longest=Math.max(longest,m.length);
  panels.push({p:p,moves:m,tiles:tiles,size:size,
    label:document.querySelector('.step[data-panel="'+i+'"]')});
}
function board(m,k){
  var cells=data.start.slice(),b=cells.indexOf(0),last=-1;
  for(var i=0;i<k&&i<m.length;i++){var t=b+D[m[i]];cells[b]=cells[t];cells[t]=0;last=b;b=t;}
  return {cells:cells,last:last};
}
function draw(){
  panels.forEach(function(q){
    var k=Math.min(step,q.moves.length),s=board(q.moves,k);
    s.cells.forEach(function(t,c){
      if(t===0)return;
      var el=q.tiles[t];
      el.dataset.cell=c;
      el.style.transform='translate('+(c%W)*q.size+'px,'+Math.floor(c/W)*q.size+'px)';
      el.classList.toggle('home',data.goal[c]===t);
      el.classList.toggle('moved',c===s.last);
    });
    if(q.label){
      var end=q.moves.length;
      q.label.innerHTML=q.p.moves===null?'no answer to replay':
        'move '+k+' of '+end+(k===end?' <span class="done">at the goal</span>':'');
    }
  });
  var slider=document.getElementById('slider');
  slider.max=longest;slider.value=step;
  document.getElementById('at').textContent='step '+step+' / '+longest;
  var cur=document.getElementById('cursor');
  if(cur){
    var n=data.heuristic_steps,x=+cur.dataset.x0+Math.min(step,n)*(+cur.dataset.dx);
    cur.setAttribute('x1',x.toFixed(1));cur.setAttribute('x2',x.toFixed(1));
  }
}
function go(k){step=Math.max(0,Math.min(longest,k));draw();}
function pause(){if(timer){clearInterval(timer);timer=null;}document.getElementById('play').textContent='\u25b6';}
function play(){
  if(timer){pause();return;}
  if(step>=longest)step=0;
  document.getElementById('play').textContent='\u2016';
  timer=setInterval(function(){if(step>=longest){pause();return;}go(step+1);},
    +document.getElementById('speed').value);
}
data.panels.forEach(build);
document.getElementById('first').onclick=function(){pause();go(0);};
document.getElementById('back').onclick=function(){pause();go(step-1);};
document.getElementById('play').onclick=play;
document.getElementById('next').onclick=function(){pause();go(step+1);};
document.getElementById('last').onclick=function(){pause();go(longest);};
document.getElementById('slider').oninput=function(e){pause();go(+e.target.value);};
document.getElementById('speed').onchange=function(){if(timer){pause();play();}};
go(0);
// `#step=K`: the slider moved to K, as a hand would move it (its input event).
var asked=/step=(\d+)/.exec(location.hash),slider=document.getElementById('slider');
if(asked){slider.value=asked[1];slider.dispatchEvent(new Event('input'));}
})();
"#;
